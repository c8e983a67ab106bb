import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { clamp01, round4, type SpotAnchor } from './pin-model';
import { usePins } from './use-pin-workspace';

interface Drag {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Below this many pixels a drag is a click that wobbled: a point, not a rectangle. */
const MIN_RECT_PX = 8;

function dragToRect(drag: Drag): Omit<Extract<SpotAnchor, { kind: 'rect' }>, 'page'> {
  const x = round4(Math.min(drag.x0, drag.x1));
  const y = round4(Math.min(drag.y0, drag.y1));
  return {
    kind: 'rect',
    x,
    y,
    w: round4(Math.max(drag.x0, drag.x1)) - x,
    h: round4(Math.max(drag.y0, drag.y1)) - y,
  };
}

/**
 * What a pin lands on in pinning mode: a click or tap places a point, a drag marks a rectangle, and with a keyboard
 * the arrow keys move a crosshair (Shift for bigger steps) and Enter places it.
 */
export function PinSurface({ page, label }: { page?: number; label: string }) {
  const { place } = usePins();
  const ref = useRef<HTMLDivElement>(null);
  const [cross, setCross] = useState({ x: 0.5, y: 0.5 });
  const [hasFocus, setHasFocus] = useState(false);
  const [drag, setDrag] = useState<Drag | null>(null);

  const onPage = (anchor: SpotAnchor): SpotAnchor => (page ? { ...anchor, page } : anchor);
  const toFraction = (event: PointerEvent) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box || box.width <= 0 || box.height <= 0) return null;
    return {
      x: clamp01((event.clientX - box.left) / box.width),
      y: clamp01((event.clientY - box.top) / box.height),
      box,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const spot = toFraction(event);
    if (!spot) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ x0: spot.x, y0: spot.y, x1: spot.x, y1: spot.y });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const spot = toFraction(event);
    if (spot) setDrag({ ...drag, x1: spot.x, y1: spot.y });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const spot = toFraction(event);
    const done = spot ? { ...drag, x1: spot.x, y1: spot.y } : drag;
    setDrag(null);
    const widthPx = Math.abs(done.x1 - done.x0) * (spot?.box.width ?? 0);
    const heightPx = Math.abs(done.y1 - done.y0) * (spot?.box.height ?? 0);
    if (widthPx >= MIN_RECT_PX && heightPx >= MIN_RECT_PX) place(onPage(dragToRect(done)));
    else place(onPage({ kind: 'point', x: round4(done.x0), y: round4(done.y0) }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCross((at) => ({ x: round4(clamp01(at.x + move[0])), y: round4(clamp01(at.y + move[1])) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(onPage({ kind: 'point', x: cross.x, y: cross.y }));
    }
  };

  const preview = drag ? dragToRect(drag) : null;
  return (
    <div
      ref={ref}
      className="cp-pin-surface"
      role="application"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the crosshair is moved by keyboard from here.
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={onKeyDown}
      onFocus={() => setHasFocus(true)}
      onBlur={() => setHasFocus(false)}
    >
      {hasFocus && !drag && (
        <span
          className="cp-pin-crosshair"
          style={{ left: `${cross.x * 100}%`, top: `${cross.y * 100}%` }}
          data-testid="pin-crosshair"
          aria-hidden="true"
        />
      )}
      {preview && preview.w > 0 && preview.h > 0 && (
        <span
          className="cp-pin cp-pin--rect cp-pin--draft"
          style={{
            left: `${preview.x * 100}%`,
            top: `${preview.y * 100}%`,
            width: `${preview.w * 100}%`,
            height: `${preview.h * 100}%`,
          }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
