import type { CreatorComment } from '@clientdock/shared';
import Box from '@mui/material/Box';
import type { SpotAnchor } from '../../lib/pin-placing';
import { pinLabel } from '../../lib/pins';
import { PlaceSurface } from './place-surface';

export interface NumberedPin {
  number: number;
  thread: CreatorComment;
}

interface SpotMarkersProps {
  pins: NumberedPin[];
  /** Only pins on this PDF page (1 for images). */
  page: number;
  color: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Pages of a PDF (named in the pinning area's label), or an image. */
  hasPages?: boolean;
  /** In "Comment on this" mode: a click, a drag or the keyboard picks a spot or an area (fractions of it). */
  onPlace?: (anchor: PlacedSpot) => void;
  /** Escape in the pinning area leaves the mode. */
  onCancel?: () => void;
  /** The spot or area picked for a new comment, shown until it is saved. */
  draft?: PlacedSpot | null;
}

export type PlacedSpot = SpotAnchor & { page: number };

/**
 * Numbered markers over an image or PDF page, placed at their fractions of it, so they keep their place at any
 * size; a rectangle pin is outlined, its number at its top left corner.
 */
export function SpotMarkers(props: SpotMarkersProps) {
  const { pins, page, color, selectedId, onSelect, hasPages, onPlace, onCancel, draft } = props;
  const here = pins.filter(({ thread }) => {
    const anchor = thread.anchor;
    return (anchor?.kind === 'point' || anchor?.kind === 'rect') && (anchor.page ?? 1) === page;
  });
  return (
    <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {onPlace && (
        <PlaceSurface
          page={page}
          label={`Place a comment on ${hasPages ? `page ${page}` : 'the image'}: arrow keys move, Enter places`}
          color={color}
          onPlace={onPlace}
          onCancel={() => onCancel?.()}
        />
      )}
      {draft && draft.page === page && (
        <Box
          aria-hidden
          data-testid="pin-draft"
          sx={{
            position: 'absolute',
            left: `${draft.x * 100}%`,
            top: `${draft.y * 100}%`,
            border: `3px dashed ${color}`,
            bgcolor: 'rgba(255,255,255,0.35)',
            pointerEvents: 'none',
            ...(draft.kind === 'rect'
              ? { width: `${draft.w * 100}%`, height: `${draft.h * 100}%`, borderRadius: 1 }
              : { width: 28, height: 28, borderRadius: '50%', transform: 'translate(-50%, -50%)' }),
          }}
        />
      )}
      {here.map(({ number, thread }) => {
        const anchor = thread.anchor!;
        if (anchor.kind !== 'point' && anchor.kind !== 'rect') return null;
        const isSelected = selectedId === thread.id;
        return (
          <Box key={thread.id}>
            {anchor.kind === 'rect' && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: `${anchor.x * 100}%`,
                  top: `${anchor.y * 100}%`,
                  width: `${anchor.w * 100}%`,
                  height: `${anchor.h * 100}%`,
                  border: `2px solid ${color}`,
                  borderRadius: 1,
                  bgcolor: isSelected ? `${color}33` : 'transparent',
                  boxShadow: '0 0 0 1px rgba(255,255,255,0.8)',
                }}
              />
            )}
            <Box
              component="button"
              type="button"
              aria-label={pinLabel(number, thread)}
              aria-pressed={isSelected}
              onClick={() => onSelect(thread.id)}
              sx={{
                position: 'absolute',
                left: `${anchor.x * 100}%`,
                top: `${anchor.y * 100}%`,
                transform: anchor.kind === 'point' ? 'translate(-50%, -50%)' : 'translate(-35%, -35%)',
                pointerEvents: 'auto',
                width: 28,
                height: 28,
                borderRadius: '50%',
                border: '2px solid #fff',
                bgcolor: color,
                color: '#fff',
                font: 'inherit',
                fontSize: 13,
                fontWeight: 700,
                cursor: 'pointer',
                opacity: thread.status === 'resolved' ? 0.55 : 1,
                boxShadow: isSelected
                  ? `0 0 0 3px ${color}66, 0 2px 6px rgba(0,0,0,0.35)`
                  : '0 2px 6px rgba(0,0,0,0.35)',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
              }}
            >
              {number}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
