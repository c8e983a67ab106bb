import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10_188, '9.9 KB'],
    [10_220, '10 KB'],
    [51_712, '51 KB'],
    [1_048_064, '1 MB'],
    [1.5 * 1024 ** 2, '1.5 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
    [250 * 1024 ** 3, '250 GB'],
    [2048 * 1024 ** 4, '2,048 TB'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('reads an unknown or negative size as nothing', () => {
    expect(formatBytes(Number.NaN)).toBe('');
    expect(formatBytes(-1)).toBe('');
  });
});
