import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema } from './notification';

function firstMessage(input: unknown): string | undefined {
  const result = notificationPreferencesSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('notificationPreferencesSchema', () => {
  it('accepts the defaults and leaves the digest fields optional', () => {
    expect(firstMessage(DEFAULT_NOTIFICATION_PREFERENCES)).toBeUndefined();
    const { digestTime: _t, weeklyDigestDay: _d, ...rest } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(firstMessage(rest)).toBeUndefined();
  });

  it('names a missing preference', () => {
    const { clientComments: _c, ...rest } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(firstMessage(rest)).toBe(messages.missingNotificationPreference('clientComments'));
    const { emailFrequency: _f, ...noFrequency } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(firstMessage(noFrequency)).toBe('Missing required notification preference: emailFrequency');
  });

  it('gives the exact messages for a bad frequency, time or day', () => {
    const base = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(firstMessage({ ...base, emailFrequency: 'hourly' })).toBe('Invalid email frequency specified');
    for (const digestTime of ['9:00', '24:00', '12:60', 'noon', 900]) {
      expect(firstMessage({ ...base, digestTime })).toBe('Invalid digest time format. Use HH:MM format');
    }
    for (const weeklyDigestDay of [-1, 7, 1.5, '1']) {
      expect(firstMessage({ ...base, weeklyDigestDay })).toBe(
        'Invalid weekly digest day. Must be 0-6 (Sunday-Saturday)',
      );
    }
    expect(firstMessage({ ...base, digestTime: '23:59', weeklyDigestDay: 0 })).toBeUndefined();
  });
});

describe('per-kind email delivery', () => {
  it('mails client actions at once and keeps views and downloads for the digest by default', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES.emailDelivery).toMatchObject({
      clientComments: 'instant',
      clientApprovals: 'instant',
      clientUploads: 'instant',
      formResponses: 'instant',
      portalAccess: 'digest',
      fileDownloads: 'digest',
    });
  });

  it('accepts an object without the added kinds or emailDelivery (saved before they existed)', () => {
    const { emailDelivery: _e, clientUploads: _u, formResponses: _f, ...older } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(firstMessage(older)).toBeUndefined();
    expect(firstMessage({ ...older, emailDelivery: { portalAccess: 'off' } })).toBeUndefined();
  });

  it('refuses an unknown delivery', () => {
    const base = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(firstMessage({ ...base, emailDelivery: { clientComments: 'weekly' } })).toBe(
      'Email delivery must be instant, digest or off',
    );
    expect(firstMessage({ ...base, clientUploads: 'yes' })).toBe('clientUploads must be true or false');
  });
});
