import Box from '@mui/material/Box';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { clamp01, crosshairStep, type Drag, dragToRect, isDrag, round4, type SpotAnchor } from '../../lib/pin-placing';

interface PlaceSurfaceProps {
  /** The PDF page under it (1 on an image). */
  page: number;
  label: string;
  color: string;
  onPlace: (anchor: SpotAnchor & { page: number }) => void;
  onCancel: () => void;
}

/**
 * What a creator's pin lands on in "Comment on this" mode: a click places a point, a drag draws a rectangle, and
 * from the keyboard the arrow keys move a crosshair (Shift for bigger steps), Enter places it and Escape stops.
 */
export function PlaceSurface({ page, label, color, onPlace, onCancel }: PlaceSurfaceProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [cross, setCross] = useState({ x: 0.5, y: 0.5 });
  const [hasFocus, setHasFocus] = useState(false);
  // The box's size is kept with the drag: it says how far in pixels the pointer went.
  const [drag, setDrag] = useState<(Drag & { width: number; height: number }) | null>(null);

  const measure = (event: PointerEvent) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box || box.width <= 0 || box.height <= 0) return null;
    return {
      x: clamp01((event.clientX - box.left) / box.width),
      y: clamp01((event.clientY - box.top) / box.height),
      width: box.width,
      height: box.height,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const spot = measure(event);
    if (!spot) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ x0: spot.x, y0: spot.y, x1: spot.x, y1: spot.y, width: spot.width, height: spot.height });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const spot = drag && measure(event);
    if (drag && spot) setDrag({ ...drag, x1: spot.x, y1: spot.y });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const spot = measure(event);
    setDrag(null);
    if (!spot) return;
    const done = { ...drag, x1: spot.x, y1: spot.y };
    if (isDrag(done, spot.width, spot.height)) onPlace({ ...dragToRect(done, spot.width, spot.height), page });
    else onPlace({ kind: 'point', x: round4(done.x0), y: round4(done.y0), page });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = crosshairStep(event.key, event.shiftKey);
    if (move) {
      event.preventDefault();
      setCross((at) => ({ x: round4(clamp01(at.x + move[0])), y: round4(clamp01(at.y + move[1])) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPlace({ kind: 'point', x: cross.x, y: cross.y, page });
    } else if (event.key === 'Escape') {
      // Leaves the mode, not the review dialog around it.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  const preview = drag && isDrag(drag, drag.width, drag.height) ? dragToRect(drag, drag.width, drag.height) : null;
  return (
    <Box
      ref={ref}
      role="application"
      aria-label={label}
      tabIndex={0}
      data-testid={`place-on-page-${page}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={onKeyDown}
      onFocus={() => setHasFocus(true)}
      onBlur={() => setHasFocus(false)}
      sx={{
        position: 'absolute',
        inset: 0,
        pointerEvents: 'auto',
        cursor: 'crosshair',
        touchAction: 'none',
        borderRadius: 1,
        outline: `2px dashed ${color}`,
        outlineOffset: 2,
        '&:focus-visible': { outline: `3px solid ${color}` },
      }}
    >
      {hasFocus && !drag && (
        <Box
          aria-hidden
          data-testid="pin-crosshair"
          sx={{
            position: 'absolute',
            left: `${cross.x * 100}%`,
            top: `${cross.y * 100}%`,
            width: 32,
            height: 32,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            border: `2px solid ${color}`,
            boxShadow: '0 0 0 2px rgba(255,255,255,0.9)',
            background: `linear-gradient(${color}, ${color}) center / 2px 100% no-repeat, linear-gradient(${color}, ${color}) center / 100% 2px no-repeat`,
          }}
        />
      )}
      {preview && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: `${preview.x * 100}%`,
            top: `${preview.y * 100}%`,
            width: `${preview.w * 100}%`,
            height: `${preview.h * 100}%`,
            border: `2px dashed ${color}`,
            bgcolor: `${color}22`,
            borderRadius: 1,
          }}
        />
      )}
    </Box>
  );
}
