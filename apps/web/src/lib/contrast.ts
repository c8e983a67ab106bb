/** WCAG 2.x colour maths for the creator's brand colours, which can be anything. */

export const DEFAULT_PRIMARY = '#2563eb';
export const DEFAULT_SECONDARY = '#059669';
const DARK_TEXT = '#0b1220';
const LIGHT_TEXT = '#ffffff';

type Rgb = [number, number, number];

export function parseHex(hex: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex?.trim() ?? '');
  if (!match) return null;
  const value = Number.parseInt(match[1] as string, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the given background. */
export function readableTextOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map((c, i) => c + ((target[i] as number) - c) * amount) as Rgb;
}

/**
 * The brand colour, darkened (on light pages) or lightened (on dark pages) just enough to reach `ratio`
 * against `background`, so links, icons and outlined buttons in the creator's colour stay readable.
 */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  if (contrastRatio(color, background) >= ratio) return toHex(rgb);
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const candidate = toHex(mix(rgb, target, step / 20));
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return toHex(target);
}

export function validHexOr(value: string | null | undefined, fallback: string): string {
  return parseHex(value) ? (value as string) : fallback;
}
