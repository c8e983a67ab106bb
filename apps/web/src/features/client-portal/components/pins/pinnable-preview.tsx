import './pins.css';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { usePortal } from '../portal-context';
import { Skeleton } from '../ui/alert';
import { Icon } from '../ui/icons';
import { MediaPins } from './media-pins';
import { PinList } from './pin-list';
import { isSpot, type Pin, spotPage } from './pin-model';
import { PinOverlay } from './pin-overlay';
import { PinContext, usePinWorkspaceState } from './use-pin-workspace';

const PdfViewer = lazy(() => import('../preview/pdf-viewer'));

const pdfOverlay = (page: number) => <PinOverlay page={page} />;

const HINTS = {
  spot: 'Click or tap a spot, or drag to mark an area. Keyboard: arrow keys move the crosshair (Shift for bigger steps), Enter places it. Escape cancels.',
  page: 'Click or tap a spot on any page, or drag to mark an area. Keyboard: Tab to a page, arrow keys move the crosshair, Enter places it. Escape cancels.',
  media: 'Pause where you mean and use “Comment at”, or mark a stretch with Set start and Set end. Escape cancels.',
  draft: 'Type your note, then post it. Escape cancels.',
};

export interface PinnablePreviewProps {
  file: PublicFile;
  /** The version shown; only its pins appear and new pins are made on it. */
  fileVersion: number;
  previewUrl: string;
}

/**
 * A file preview clients can pin comments to: markers over an image or PDF page, a timeline under video and audio,
 * and the list of pins beside it (below it on a phone). Loaded only when a preview opens.
 */
export default function PinnablePreview({ file, fileVersion, previewUrl }: PinnablePreviewProps) {
  const { uuid } = usePortal();
  const kind = fileKind(file.mime);
  const isMedia = kind === 'video' || kind === 'audio';
  const workspace = usePinWorkspaceState(uuid, file, fileVersion, { hasPages: kind === 'pdf', isMedia });
  const { isPinning, draft, setPinning, cancel } = workspace;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const playerRef = useRef<HTMLMediaElement>(null);

  // Escape leaves pinning mode rather than the whole preview, wherever the focus is.
  useEffect(() => {
    if (!isPinning && !draft) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      cancel();
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [isPinning, draft, cancel]);

  // Entering the mode puts the keyboard where a pin is made: the first page in view, or the time controls.
  useEffect(() => {
    if (!isPinning) return;
    const root = rootRef.current;
    const targets = [...(root?.querySelectorAll<HTMLElement>('.cp-pin-surface, .cp-pin-time-controls button') ?? [])];
    const inView = targets.find((element) => element.getBoundingClientRect().bottom > 0) ?? targets[0];
    inView?.focus({ preventScroll: true });
  }, [isPinning]);

  const jump = useCallback(
    (pin: Pin) => {
      const { anchor } = pin;
      if (anchor.kind === 'time' || anchor.kind === 'range') {
        if (playerRef.current) playerRef.current.currentTime = anchor.t;
        return;
      }
      // A page far away has no markers yet: bring it near and its marker scrolls itself into view when drawn.
      if (isSpot(anchor) && kind === 'pdf') {
        const page = rootRef.current?.querySelector(`[data-page="${spotPage(anchor)}"]`);
        page?.scrollIntoView?.({ block: 'center' });
      }
    },
    [kind],
  );
  const seek = useCallback(
    (pin: Pin) => {
      workspace.select(pin.comment.id, 'marker');
      jump(pin);
    },
    [workspace.select, jump],
  );

  const hint = draft ? HINTS.draft : isMedia ? HINTS.media : kind === 'pdf' ? HINTS.page : HINTS.spot;
  return (
    <PinContext.Provider value={workspace}>
      <div ref={rootRef} className="cp-pin-layout">
        <div className="cp-pin-main">
          <div className="cp-pin-toolbar">
            <button
              ref={toggleRef}
              type="button"
              className={isPinning || draft ? 'cp-btn cp-btn--contained' : 'cp-btn cp-btn--outlined'}
              aria-pressed={isPinning || Boolean(draft)}
              onClick={() => setPinning(!(isPinning || draft))}
            >
              <Icon name="ChatBubble" size={18} />
              Comment on this
            </button>
            <p className="cp-caption cp-pin-hint" aria-live="polite">
              {isPinning || draft ? (
                <>
                  <span className="cp-sr-only">Pinning mode. </span>
                  {hint}
                </>
              ) : null}
            </p>
          </div>
          <div
            className={[
              'cp-pin-stage',
              kind === 'pdf' ? 'cp-pin-stage--pages' : '',
              isPinning && !draft && !isMedia ? 'cp-pin-stage--pinning' : '',
            ].join(' ')}
          >
            {kind === 'image' && (
              <div className="cp-pin-box">
                <img className="cp-pin-image" src={previewUrl} alt={file.name} draggable={false} />
                <PinOverlay />
              </div>
            )}
            {kind === 'pdf' && (
              <Suspense fallback={<Skeleton shape="box" width="100%" height={480} />}>
                <PdfViewer url={previewUrl} name={file.name} overlay={pdfOverlay} />
              </Suspense>
            )}
            {isMedia && (
              <MediaPins player={playerRef} onSeek={seek}>
                {kind === 'video' ? (
                  // biome-ignore lint/a11y/useMediaCaption: clients' own footage comes without caption tracks.
                  <video
                    ref={playerRef as React.RefObject<HTMLVideoElement>}
                    className="cp-pin-video"
                    src={previewUrl}
                    controls
                    playsInline
                    preload="metadata"
                  />
                ) : (
                  // biome-ignore lint/a11y/useMediaCaption: an uploaded audio file has no caption track.
                  <audio
                    ref={playerRef as React.RefObject<HTMLAudioElement>}
                    src={previewUrl}
                    controls
                    preload="metadata"
                    style={{ width: '100%' }}
                  />
                )}
              </MediaPins>
            )}
          </div>
        </div>
        <PinList onJump={jump} />
      </div>
    </PinContext.Provider>
  );
}
