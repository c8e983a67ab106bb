export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'clientdock-theme';
/** Spec §9: auto mode is re-checked every 60000 ms. */
export const AUTO_RECHECK_MS = 60_000;
const NIGHT_STARTS_AT_HOUR = 18;
const NIGHT_ENDS_AT_HOUR = 6;

/** A stored value counts only if it is light, dark or auto; anything else means auto. */
export function parseStoredMode(value: string | null | undefined): ThemeMode {
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : 'auto';
}

/** The toggle cycles light -> dark -> auto -> light. */
export function nextMode(mode: ThemeMode): ThemeMode {
  if (mode === 'light') return 'dark';
  if (mode === 'dark') return 'auto';
  return 'light';
}

/** Dark from 18:00 up to (not including) 06:00 local time. */
export function isNightTime(date: Date): boolean {
  const hour = date.getHours();
  return hour >= NIGHT_STARTS_AT_HOUR || hour < NIGHT_ENDS_AT_HOUR;
}

export function resolveMode(mode: ThemeMode, date: Date): ResolvedMode {
  if (mode === 'auto') return isNightTime(date) ? 'dark' : 'light';
  return mode;
}

export function readStoredMode(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): ThemeMode {
  try {
    return parseStoredMode(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'auto';
  }
}

export function writeStoredMode(mode: ThemeMode, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()) {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private browsing can refuse writes; the mode then lasts for this visit only.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
