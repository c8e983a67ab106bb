import type { Anchor } from '@clientdock/shared';
import { type CSSProperties, useEffect, useRef } from 'react';
import { scrollBehavior } from '@/lib/motion';
import { CommentForm } from '../comments/comment-form';
import { formatTime, placeOf } from './pin-model';
import { usePins } from './use-pin-workspace';

/** Beside the pin on a wide screen, below it unless it is near the bottom; a bottom sheet on a phone (CSS). */
function popoverStyle(anchor: Anchor): CSSProperties | undefined {
  if (anchor.kind !== 'point' && anchor.kind !== 'rect') return undefined;
  const bottom = anchor.kind === 'rect' ? anchor.y + anchor.h : anchor.y;
  const centre = anchor.kind === 'rect' ? anchor.x + anchor.w / 2 : anchor.x;
  // Custom properties, not left/top: on a phone the stylesheet turns the popover into a bottom sheet.
  const left = `clamp(0px, calc(${centre * 100}% - 160px), calc(100% - min(320px, 100%)))`;
  const place: Record<string, string> =
    bottom > 0.6
      ? { '--pin-left': left, '--pin-bottom': `calc(${(1 - anchor.y) * 100}% + 16px)` }
      : { '--pin-left': left, '--pin-top': `calc(${bottom * 100}% + 16px)` };
  return place as CSSProperties;
}

function heading(anchor: Anchor, hasPages: boolean): string {
  if (anchor.kind === 'time') return `Comment at ${formatTime(anchor.t)}`;
  if (anchor.kind === 'range') return `Comment on ${placeOf(anchor, false)}`;
  const what = anchor.kind === 'rect' ? 'this area' : 'this spot';
  return hasPages ? `Comment on ${what}, ${placeOf(anchor, true)}` : `Comment on ${what}`;
}

/** The note for a pin just placed, typed right beside it, with the name and email of any other comment. */
export function PinNoteForm({ anchor }: { anchor: Anchor }) {
  const { file, fileVersion, hasPages, cancel } = usePins();
  const isSpot = anchor.kind === 'point' || anchor.kind === 'rect';
  const ref = useRef<HTMLElement>(null);
  // A pin near the bottom of a tall page would leave its note below the fold.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
  }, []);
  return (
    <section
      ref={ref}
      className={isSpot ? 'cp-pin-popover cp-pin-popover--spot' : 'cp-pin-popover'}
      style={popoverStyle(anchor)}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <p className="cp-pin-popover-title" aria-hidden="true">
        {heading(anchor, hasPages)}
      </p>
      <CommentForm
        fileId={file.id}
        fileVersion={fileVersion}
        anchor={anchor}
        variant="pin"
        label={heading(anchor, hasPages)}
        autoFocus
        onDone={cancel}
      />
    </section>
  );
}
