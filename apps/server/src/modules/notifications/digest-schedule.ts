import type { NotificationPreferences } from '@clientdock/shared';
import { digestPeriodFor } from './notification-preferences';
import { addDays, dateKey, wallClock, zonedTimeToUtc } from './zoned-time';

export type DigestPeriod = 'daily' | 'weekly';

export interface DigestSlot {
  period: DigestPeriod;
  /** The local date the digest is for: the same key on every instance and after any restart. */
  periodKey: string;
  /** The notifications of [from, to) go in it; `to` is the scheduled moment. */
  from: Date;
  to: Date;
}

/** A digest is sent when its moment has come, and still up to this long after (a restart, a slow job). */
export const DIGEST_CATCH_UP_MS = 3 * 60 * 60 * 1000;

function parseTime(value: string | undefined): { hour: number; minute: number } {
  const [hour, minute] = (value ?? '09:00').split(':').map(Number);
  return { hour, minute };
}

/**
 * The digest that is due at `now` for these preferences, if any: the latest scheduled moment (digestTime
 * every day, or on weeklyDigestDay, in the creator's time zone) not in the future and at most
 * DIGEST_CATCH_UP_MS old.
 */
export function dueDigestSlot(preferences: NotificationPreferences, now: Date): DigestSlot | null {
  const period = digestPeriodFor(preferences);
  if (!period) return null;
  const timeZone = preferences.timeZone ?? 'UTC';
  const { hour, minute } = parseTime(preferences.digestTime);
  const today = wallClock(now, timeZone);
  let date = { year: today.year, month: today.month, day: today.day };
  if (period === 'weekly') {
    const back = (today.weekday - (preferences.weeklyDigestDay ?? 1) + 7) % 7;
    date = addDays(date, -back);
  }
  const step = period === 'daily' ? 1 : 7;
  let to = zonedTimeToUtc(date, hour, minute, timeZone);
  if (to.getTime() > now.getTime()) {
    date = addDays(date, -step);
    to = zonedTimeToUtc(date, hour, minute, timeZone);
  }
  if (now.getTime() - to.getTime() > DIGEST_CATCH_UP_MS) return null;
  const from = zonedTimeToUtc(addDays(date, -step), hour, minute, timeZone);
  return { period, periodKey: dateKey(date), from, to };
}
