import type { Anchor } from '@clientdock/shared';

// The geometry of placing a creator's pin: fractions of the image or page, so a pin keeps its place at any size.

export type SpotAnchor = Extract<Anchor, { kind: 'point' | 'rect' }>;

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Fractions to 4 places: a tenth of a pixel on a 1000 px page, and short JSON. */
export const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A pointer that moves less than this between press and release clicked (a point); further, it drew an area. */
export const DRAG_THRESHOLD_PX = 6;
/** The smallest side of a drawn area, so a thin stroke still makes a rectangle one can see and pick. */
export const MIN_RECT_PX = 8;

export interface Drag {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The rectangle a drag drew, at least MIN_RECT_PX a side and kept inside the box (width, height in px). */
export function dragToRect(drag: Drag, width: number, height: number): Extract<Anchor, { kind: 'rect' }> {
  const side = (from: number, to: number, boxPx: number) => {
    const least = Math.min(1, MIN_RECT_PX / Math.max(1, boxPx));
    const size = Math.max(least, Math.abs(to - from));
    // Start rounded down and length capped at what is left, so start + length never passes the far edge.
    const start = Math.floor(clamp01(Math.min(from, to, 1 - size)) * 10_000 + 1e-6) / 10_000;
    return [start, Math.min(round4(1 - start), Math.ceil(size * 10_000 - 1e-6) / 10_000)] as const;
  };
  const [x, w] = side(drag.x0, drag.x1, width);
  const [y, h] = side(drag.y0, drag.y1, height);
  return { kind: 'rect', x, y, w, h };
}

/** A drag that went further than a wobble, in pixels of the box. */
export function isDrag(drag: Drag, width: number, height: number): boolean {
  return Math.max(Math.abs(drag.x1 - drag.x0) * width, Math.abs(drag.y1 - drag.y0) * height) >= DRAG_THRESHOLD_PX;
}

/** Arrow keys move the crosshair 2 % of the image or page, 10 % with Shift. */
export function crosshairStep(key: string, shift: boolean): [number, number] | null {
  const step = shift ? 0.1 : 0.02;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  return moves[key] ?? null;
}
