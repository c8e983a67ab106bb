import { describe, expect, it } from 'vitest';
import {
  isNightTime,
  nextMode,
  parseStoredMode,
  readStoredMode,
  resolveMode,
  THEME_STORAGE_KEY,
  writeStoredMode,
} from './theme-mode';

const at = (hours: number, minutes: number) => new Date(2025, 5, 15, hours, minutes, 0);

describe('parseStoredMode', () => {
  it.each(['light', 'dark', 'auto'] as const)('accepts %s', (mode) => {
    expect(parseStoredMode(mode)).toBe(mode);
  });

  it.each([null, undefined, '', 'Dark', 'LIGHT', 'system', '"dark"', ' light', 'null'])(
    'falls back to auto for %j',
    (value) => {
      expect(parseStoredMode(value)).toBe('auto');
    },
  );
});

describe('nextMode', () => {
  it('cycles light -> dark -> auto -> light', () => {
    expect(nextMode('light')).toBe('dark');
    expect(nextMode('dark')).toBe('auto');
    expect(nextMode('auto')).toBe('light');
  });
});

describe('resolveMode', () => {
  it('keeps explicit modes whatever the time', () => {
    expect(resolveMode('light', at(23, 0))).toBe('light');
    expect(resolveMode('dark', at(12, 0))).toBe('dark');
  });

  it.each([
    [17, 59, 'light'],
    [18, 0, 'dark'],
    [23, 59, 'dark'],
    [0, 0, 'dark'],
    [5, 59, 'dark'],
    [6, 0, 'light'],
    [12, 0, 'light'],
  ] as const)('auto at %i:%i is %s', (hours, minutes, expected) => {
    expect(resolveMode('auto', at(hours, minutes))).toBe(expected);
    expect(isNightTime(at(hours, minutes))).toBe(expected === 'dark');
  });
});

describe('stored mode', () => {
  it('reads and writes the clientdock-theme key', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(readStoredMode(storage)).toBe('auto');
    writeStoredMode('dark', storage);
    expect(values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(readStoredMode(storage)).toBe('dark');
    values.set(THEME_STORAGE_KEY, 'purple');
    expect(readStoredMode(storage)).toBe('auto');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredMode(broken)).toBe('auto');
    expect(() => writeStoredMode('light', broken)).not.toThrow();
  });
});
