import type { Portal, Section } from '@clientdock/shared';
import { useEffect, useState } from 'react';

const same = (a: readonly Section[], b: readonly Section[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A working copy of a portal's sections. It follows the server's copy (saved elsewhere, files deleted) until the
 * creator changes something, and is compared with the copy it started from to know whether to offer saving.
 */
export function useSectionsDraft(portal: Pick<Portal, 'sections'>) {
  const [base, setBase] = useState<Section[]>(portal.sections);
  const [draft, setDraft] = useState<Section[]>(portal.sections);
  const isDirty = !same(draft, base);

  useEffect(() => {
    if (same(portal.sections, base)) return;
    setBase(portal.sections);
    setDraft((current) => (same(current, base) ? portal.sections : current));
  }, [portal.sections, base]);

  const reset = (to: Section[] = base) => {
    setBase(to);
    setDraft(to);
  };

  return { draft, setDraft, isDirty, reset };
}
