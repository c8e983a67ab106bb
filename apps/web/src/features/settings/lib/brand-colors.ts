import { accountMessages, DEFAULT_BRAND_COLORS, HEX_COLOR } from '@clientdock/shared';
import { z } from 'zod';

export { DEFAULT_BRAND_COLORS };

const hex = z.string().trim().regex(HEX_COLOR, accountMessages.invalidColor);
export const brandColorsSchema = z.object({ primaryColor: hex, secondaryColor: hex });
export type BrandColors = z.infer<typeof brandColorsSchema>;

type Rgb = [number, number, number];
const INK = '#0b1220';

export function isHexColor(value: string | null | undefined): value is string {
  return HEX_COLOR.test(value?.trim() ?? '');
}

/** The colour while it is a valid #rrggbb, else the fallback (a half-typed value must not break the preview). */
export function colorOr(value: string | null | undefined, fallback: string): string {
  return isHexColor(value) ? (value as string).trim().toLowerCase() : fallback;
}

function toRgb(color: string): Rgb {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(color: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the colour (WCAG contrast). */
export function readableTextOn(background: string): string {
  return contrast('#ffffff', background) >= contrast(INK, background) ? '#ffffff' : INK;
}

/**
 * The colour nudged toward black (light pages) or white (dark pages) until text in it reads at 4.5:1, as the
 * client portal does for brand-coloured text and outlines.
 */
export function readableColorOn(color: string, background: string): string {
  if (!isHexColor(background) || contrast(color, background) >= 4.5) return color;
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const from = toRgb(color);
  for (let step = 1; step <= 20; step++) {
    const mixed = toHex(from.map((c, i) => c + ((target[i] as number) - c) * (step / 20)) as Rgb);
    if (contrast(mixed, background) >= 4.5) return mixed;
  }
  return toHex(target);
}
