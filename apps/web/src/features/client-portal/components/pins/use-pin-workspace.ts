import type { Anchor } from '@clientdock/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { usePortalComments } from '../../api/portal-queries';
import type { PublicFile } from '../../api/types';
import { isResolved, type Pin, pinsOf, readingOrder } from './pin-model';

export interface PinWorkspace {
  file: PublicFile;
  fileVersion: number;
  hasPages: boolean;
  isMedia: boolean;
  isLoading: boolean;
  /** Every pin of the shown version, in reading order, resolved ones only when asked for. */
  pins: Pin[];
  resolvedCount: number;
  showResolved: boolean;
  setShowResolved: (show: boolean) => void;
  isPinning: boolean;
  setPinning: (on: boolean) => void;
  /** A placed spot or time waiting for its note. */
  draft: Anchor | null;
  place: (anchor: Anchor) => void;
  cancel: () => void;
  selectedId: string | null;
  /** from: the marker was picked (the list follows) or the list item was (the preview follows). */
  select: (id: string | null, from?: 'marker' | 'list') => void;
  selectedFrom: 'marker' | 'list' | null;
}

export const PinContext = createContext<PinWorkspace | null>(null);

export function usePins(): PinWorkspace {
  const value = useContext(PinContext);
  if (!value) throw new Error('usePins must be used inside a pinnable preview');
  return value;
}

export function usePinWorkspaceState(
  uuid: string,
  file: PublicFile,
  fileVersion: number,
  kinds: { hasPages: boolean; isMedia: boolean },
): PinWorkspace {
  const comments = usePortalComments(uuid);
  const [showResolved, setShowResolved] = useState(false);
  const [isPinning, setIsPinning] = useState(false);
  const [draft, setDraft] = useState<Anchor | null>(null);
  const [selection, setSelection] = useState<{ id: string | null; from: 'marker' | 'list' | null }>({
    id: null,
    from: null,
  });

  const all = useMemo(() => pinsOf(comments.data ?? [], file.id, fileVersion), [comments.data, file.id, fileVersion]);
  const resolvedCount = all.filter((pin) => isResolved(pin.comment)).length;
  const pins = useMemo(
    () => readingOrder(showResolved ? all : all.filter((pin) => !isResolved(pin.comment))),
    [all, showResolved],
  );

  const cancel = useCallback(() => {
    setIsPinning(false);
    setDraft(null);
  }, []);
  const setPinning = useCallback((on: boolean) => {
    setIsPinning(on);
    if (!on) setDraft(null);
  }, []);
  const place = useCallback((anchor: Anchor) => setDraft(anchor), []);
  const select = useCallback((id: string | null, from: 'marker' | 'list' = 'list') => setSelection({ id, from }), []);

  // Another version shows other pins: whatever was half done belongs to the one left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the version changes.
  useEffect(() => {
    cancel();
    setSelection({ id: null, from: null });
  }, [fileVersion]);

  return {
    file,
    fileVersion,
    ...kinds,
    isLoading: comments.isPending,
    pins,
    resolvedCount,
    showResolved,
    setShowResolved,
    isPinning,
    setPinning,
    draft,
    place,
    cancel,
    selectedId: selection.id,
    selectedFrom: selection.from,
    select,
  };
}
