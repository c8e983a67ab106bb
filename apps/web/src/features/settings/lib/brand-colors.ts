import { accountMessages, DEFAULT_BRAND_COLORS, HEX_COLOR } from '@clientdock/shared';
import { z } from 'zod';

export { DEFAULT_BRAND_COLORS };

const hex = z.string().trim().regex(HEX_COLOR, accountMessages.invalidColor);
export const brandColorsSchema = z.object({ primaryColor: hex, secondaryColor: hex });
export type BrandColors = z.infer<typeof brandColorsSchema>;

/** The colour while it is a valid #rrggbb, else the fallback (a half-typed value must not break the preview). */
export function colorOr(value: string | null | undefined, fallback: string): string {
  return HEX_COLOR.test(value?.trim() ?? '') ? (value as string).trim().toLowerCase() : fallback;
}
