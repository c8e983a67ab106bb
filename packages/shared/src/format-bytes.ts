const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A file size as a person reads it, the same on every screen and in every mail: powers of 1024, one decimal
 * under 10 of a unit and none above ("1.5 KB", "51 KB", "1.2 GB"), whole bytes below 1 KB ("512 bytes").
 * An unknown or negative size reads as nothing.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const count = Math.round(bytes);
  if (count < 1024) return `${whole.format(count)} ${count === 1 ? 'byte' : 'bytes'}`;
  let value = count / 1024;
  let unit = 0;
  // 1,023.6 KB would round to "1,024 KB": that is already "1 MB".
  while (unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${(value < 9.95 ? oneDecimal : whole).format(value)} ${UNITS[unit]}`;
}
