import { apiTokenMessages } from '@clientdock/shared';
import dayjs from 'dayjs';

export const TOKEN_EXPIRY_CHOICES = [
  { value: 'never', label: 'Never' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '1y', label: '1 year' },
  { value: 'custom', label: 'Custom date' },
] as const;
export type TokenExpiryChoice = (typeof TOKEN_EXPIRY_CHOICES)[number]['value'];

const AHEAD: Record<Exclude<TokenExpiryChoice, 'never' | 'custom'>, [number, 'day' | 'year']> = {
  '30d': [30, 'day'],
  '90d': [90, 'day'],
  '1y': [1, 'year'],
};

export type ExpiryResult = { expiresAt: string | null } | { problem: string };

/**
 * The expiresAt to send for a choice; a custom date (YYYY-MM-DD from a date field) lasts to the end of that day
 * where the person is, so "expires 01/31/2027" still works all of the 31st.
 */
export function tokenExpiresAt(choice: TokenExpiryChoice, customDate: string, now = new Date()): ExpiryResult {
  if (choice === 'never') return { expiresAt: null };
  if (choice !== 'custom') {
    const [amount, unit] = AHEAD[choice];
    return { expiresAt: dayjs(now).add(amount, unit).toISOString() };
  }
  // dayjs reads a bare YYYY-MM-DD as local midnight (Date would take it as UTC).
  const day = dayjs(customDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(customDate) || !day.isValid())
    return { problem: 'Choose the day the token stops working.' };
  const end = day.endOf('day');
  if (!end.isAfter(now)) return { problem: apiTokenMessages.expiryPast };
  return { expiresAt: end.toISOString() };
}
