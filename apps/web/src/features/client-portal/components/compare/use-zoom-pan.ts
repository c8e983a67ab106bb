import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

export interface View {
  scale: number;
  x: number;
  y: number;
}

const START: View = { scale: 1, x: 0, y: 0 };
const MIN = 1;
const MAX = 8;
const STEP = 40;

const clampScale = (scale: number) => Math.min(MAX, Math.max(MIN, scale));

/**
 * One zoom and pan shared by every pane of a comparison, so both versions show the same spot. Drag to pan,
 * wheel or the buttons to zoom; from the keyboard: + and - zoom, arrows pan, 0 resets.
 */
export function useZoomPan() {
  const [view, setView] = useState<View>(START);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  const zoomBy = useCallback((factor: number) => {
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      if (scale === MIN) return START;
      const ratio = scale / current.scale;
      return { scale, x: current.x * ratio, y: current.y * ratio };
    });
  }, []);
  const reset = useCallback(() => setView(START), []);
  const panBy = useCallback((dx: number, dy: number) => {
    setView((current) => (current.scale === MIN ? current : { ...current, x: current.x + dx, y: current.y + dy }));
  }, []);

  const paneProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = drag.current;
      if (!from || from.id !== event.pointerId) return;
      panBy(event.clientX - from.x, event.clientY - from.y);
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [STEP, 0],
        ArrowRight: [-STEP, 0],
        ArrowUp: [0, STEP],
        ArrowDown: [0, -STEP],
      };
      const move = moves[event.key];
      if (move) panBy(...move);
      else if (event.key === '+' || event.key === '=') zoomBy(1.25);
      else if (event.key === '-') zoomBy(0.8);
      else if (event.key === '0') reset();
      else return;
      event.preventDefault();
    },
  };

  return { view, zoomBy, reset, panBy, paneProps };
}

/** Wheel zoom needs a listener that may cancel the page's own scroll, which React's onWheel cannot. */
export function useWheelZoom(zoomBy: (factor: number) => void) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? 1.1 : 1 / 1.1);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [element, zoomBy]);
  return setElement;
}

export const transformOf = (view: View) => `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
