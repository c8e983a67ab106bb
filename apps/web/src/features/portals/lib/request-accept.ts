import { ACCEPT_PRESETS, type AcceptPreset, acceptTokenSchema } from '@clientdock/shared';

export const ACCEPT_PRESET_KEYS = Object.keys(ACCEPT_PRESETS) as AcceptPreset[];

export function hasPreset(accept: readonly string[] | undefined, preset: AcceptPreset): boolean {
  return ACCEPT_PRESETS[preset].accept.every((token) => accept?.includes(token));
}

/** The accept list with a preset's tokens added or taken out; an empty list means any type. */
export function togglePreset(accept: readonly string[] | undefined, preset: AcceptPreset): string[] {
  const tokens: readonly string[] = ACCEPT_PRESETS[preset].accept;
  const current = accept ?? [];
  if (hasPreset(current, preset)) return current.filter((token) => !tokens.includes(token));
  return [...current, ...tokens.filter((token) => !current.includes(token))];
}

/** Tokens no chosen preset covers: what the free field shows. */
export function otherTokens(accept: readonly string[] | undefined): string[] {
  const covered = new Set<string>(
    ACCEPT_PRESET_KEYS.filter((key) => hasPreset(accept, key)).flatMap((key) => ACCEPT_PRESETS[key].accept),
  );
  return (accept ?? []).filter((token) => !covered.has(token));
}

/** The preset tokens kept, followed by the free field's tokens. */
export function withOtherTokens(accept: readonly string[] | undefined, others: readonly string[]): string[] {
  const kept = (accept ?? []).filter((token) => !otherTokens(accept).includes(token));
  return [...kept, ...others.filter((token) => !kept.includes(token))];
}

/** ".PSD" -> ".psd"; "psd" is read as the extension ".psd". */
export function normalizeAcceptToken(text: string): string {
  const token = text.trim().toLowerCase();
  if (!token) return '';
  return token.includes('/') || token.startsWith('.') ? token : `.${token}`;
}

export function acceptTokenProblem(token: string): string | null {
  const result = acceptTokenSchema.safeParse(token);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Not a file type');
}
