import dayjs from 'dayjs';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const integer = new Intl.NumberFormat('en-US');

/** Spec §9: dates are en-US, short format month/day/year. */
export function formatDate(value: string | number | Date): string {
  return dayjs(value).format('MM/DD/YYYY');
}

export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format('MM/DD/YYYY h:mm A');
}

export function formatPrice(amount: number): string {
  return currency.format(amount);
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

export function formatMegabytes(mb: number): string {
  if (mb >= 1024 && mb % 1024 === 0) return `${mb / 1024} GB`;
  return `${integer.format(mb)} MB`;
}

export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m`;
  return `${seconds}s`;
}

export function getInitials(name: string | null | undefined, fallback = '?'): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return fallback;
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
