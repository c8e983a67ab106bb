import { DraftMarker, PinMarker } from './pin-marker';
import { isSpot, spotPage } from './pin-model';
import { PinNoteForm } from './pin-note-form';
import { PinSurface } from './pin-surface';
import { usePins } from './use-pin-workspace';

/**
 * Everything drawn over one image or PDF page, in a box of exactly its size: markers in reading order (so Tab
 * follows it), the pinning surface, and the pin being written.
 */
export function PinOverlay({ page }: { page?: number }) {
  const { pins, hasPages, isPinning, draft } = usePins();
  const here = (anchorPage: number) => !hasPages || anchorPage === (page ?? 1);
  const draftHere = draft && isSpot(draft) && here(spotPage(draft)) ? draft : null;
  const label = hasPages
    ? `Page ${page}: click to pin a spot, drag to mark an area, or use the arrow keys and Enter`
    : 'Image: click to pin a spot, drag to mark an area, or use the arrow keys and Enter';
  return (
    <div className="cp-pin-overlay" data-testid={page ? `pin-overlay-${page}` : 'pin-overlay'}>
      {isPinning && !draft && <PinSurface page={hasPages ? page : undefined} label={label} />}
      {pins.map((pin) =>
        isSpot(pin.anchor) && here(spotPage(pin.anchor)) ? (
          <PinMarker key={pin.comment.id} pin={pin} anchor={pin.anchor} />
        ) : null,
      )}
      {draftHere && (
        <>
          <DraftMarker anchor={draftHere} />
          <PinNoteForm anchor={draftHere} />
        </>
      )}
    </div>
  );
}
