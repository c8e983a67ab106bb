import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TOGGLE_KEYS,
  type NotificationPreferences,
} from '@clientdock/shared';
import { describe, expect, it } from 'vitest';
import { DIGEST_CATCH_UP_MS, dueDigestSlot } from './digest-schedule';
import { zonedTimeToUtc } from './zoned-time';

const prefs = (change: Partial<NotificationPreferences>): NotificationPreferences => ({
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  ...change,
});
const at = (iso: string) => new Date(iso);

describe('dueDigestSlot', () => {
  it('is due from digestTime in the creator’s time zone, for the 24 hours before it', () => {
    const daily = prefs({ emailFrequency: 'daily', digestTime: '09:00', timeZone: 'America/New_York' });
    // 09:00 in New York in June is 13:00 UTC.
    expect(dueDigestSlot(daily, at('2025-06-10T12:59:00Z'))).toBeNull();
    expect(dueDigestSlot(daily, at('2025-06-10T13:00:00Z'))).toEqual({
      period: 'daily',
      periodKey: '2025-06-10',
      from: at('2025-06-09T13:00:00Z'),
      to: at('2025-06-10T13:00:00Z'),
    });
  });

  it('is no longer due once the catch-up window has passed', () => {
    const daily = prefs({ emailFrequency: 'daily', digestTime: '09:00' });
    expect(dueDigestSlot(daily, new Date(Date.parse('2025-06-10T09:00:00Z') + DIGEST_CATCH_UP_MS))).not.toBeNull();
    expect(dueDigestSlot(daily, new Date(Date.parse('2025-06-10T09:00:00Z') + DIGEST_CATCH_UP_MS + 1))).toBeNull();
  });

  it('is weekly on weeklyDigestDay (0 = Sunday) and covers the 7 days before', () => {
    // 2025-06-13 is a Friday.
    const weekly = prefs({ emailFrequency: 'weekly', digestTime: '18:30', weeklyDigestDay: 5, timeZone: 'Asia/Tokyo' });
    const moment = zonedTimeToUtc({ year: 2025, month: 6, day: 13 }, 18, 30, 'Asia/Tokyo');
    expect(moment).toEqual(at('2025-06-13T09:30:00Z'));
    expect(dueDigestSlot(weekly, new Date(moment.getTime() + 60_000))).toEqual({
      period: 'weekly',
      periodKey: '2025-06-13',
      from: at('2025-06-06T09:30:00Z'),
      to: moment,
    });
    expect(dueDigestSlot(weekly, new Date(moment.getTime() - 60_000))).toBeNull();
    expect(dueDigestSlot({ ...weekly, weeklyDigestDay: 4 }, new Date(moment.getTime() + 60_000))).toBeNull();
  });

  it('keeps the local time across a daylight saving change', () => {
    const daily = prefs({ emailFrequency: 'daily', digestTime: '08:00', timeZone: 'Europe/Berlin' });
    // Clocks went forward on 2025-03-30: 08:00 is 07:00 UTC the day before and 06:00 UTC that day.
    const slot = dueDigestSlot(daily, at('2025-03-30T06:05:00Z'));
    expect(slot).toMatchObject({
      periodKey: '2025-03-30',
      from: at('2025-03-29T07:00:00Z'),
      to: at('2025-03-30T06:00:00Z'),
    });
  });

  it('is never due for disabled email, nor for instant email with no kind set to the digest', () => {
    const allInstant = Object.fromEntries(NOTIFICATION_TOGGLE_KEYS.map((key) => [key, 'instant' as const]));
    expect(dueDigestSlot(prefs({ emailFrequency: 'disabled' }), at('2025-06-10T09:01:00Z'))).toBeNull();
    expect(
      dueDigestSlot(prefs({ emailFrequency: 'instant', emailDelivery: allInstant }), at('2025-06-10T09:01:00Z')),
    ).toBeNull();
    // A kind in the digest that is switched off altogether does not make one.
    const viewsOnly = { ...allInstant, portalAccess: 'digest' as const };
    expect(
      dueDigestSlot(prefs({ portalAccess: false, emailDelivery: viewsOnly }), at('2025-06-10T09:01:00Z')),
    ).toBeNull();
  });

  it('is due daily with instant email when some kinds go to the digest (the defaults: views and downloads)', () => {
    expect(dueDigestSlot(prefs({ digestTime: '09:00' }), at('2025-06-10T09:01:00Z'))).toMatchObject({
      period: 'daily',
      periodKey: '2025-06-10',
    });
  });
});
