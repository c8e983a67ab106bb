import {
  DEFAULT_EMAIL_DELIVERY,
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_DELIVERIES,
  type EmailDelivery,
  NOTIFICATION_TOGGLE_KEYS,
  type NotificationPreferences,
  type NotificationToggleKey,
  type NotificationType,
  notificationMessages,
  notificationPreferencesSchema,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';

/**
 * The preference that turns each kind of notification on or off; `other` names its own per notification, and
 * announcements from the instance's admins have no switch.
 */
export const PREFERENCE_FOR_TYPE: Record<Exclude<NotificationType, 'other' | 'announcement'>, NotificationToggleKey> = {
  portal_access: 'portalAccess',
  file_download: 'fileDownloads',
  client_comment: 'clientComments',
  client_approval: 'clientApprovals',
  client_upload: 'clientUploads',
  form_response: 'formResponses',
  portal_expiring: 'portalExpiring',
};

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function isEmailDelivery(value: unknown): value is EmailDelivery {
  return (EMAIL_DELIVERIES as readonly unknown[]).includes(value);
}

/**
 * Every kind's mail choice. Preferences saved before there were per-kind choices mailed every kind as
 * emailFrequency said, so their kinds read as 'instant': a creator who chose instant mail keeps it for views too.
 */
function readEmailDelivery(saved: Record<string, unknown>): Record<NotificationToggleKey, EmailDelivery> {
  const stored = asObject(saved.emailDelivery);
  const isOlderShape = Object.keys(saved).length > 0 && saved.emailDelivery === undefined;
  return Object.fromEntries(
    NOTIFICATION_TOGGLE_KEYS.map((key) => {
      const value = stored[key];
      return [key, isEmailDelivery(value) ? value : isOlderShape ? 'instant' : DEFAULT_EMAIL_DELIVERY[key]];
    }),
  ) as Record<NotificationToggleKey, EmailDelivery>;
}

/**
 * The saved preferences over the defaults, field by field: a user who never saved gets the defaults, and
 * one malformed stored value does not hide the others.
 */
export function readNotificationPreferences(settings: Record<string, unknown>): NotificationPreferences {
  const saved = asObject(settings.notifications);
  const result: Record<string, unknown> = {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    emailDelivery: readEmailDelivery(saved),
  };
  for (const [key, field] of Object.entries(notificationPreferencesSchema.shape)) {
    if (saved[key] === undefined || key === 'emailDelivery') continue;
    const parsed = field.safeParse(saved[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  if (typeof result.timeZone === 'string' && !isTimeZone(result.timeZone)) delete result.timeZone;
  return result as NotificationPreferences;
}

/**
 * How a notification of this kind is mailed: emailFrequency 'daily' or 'weekly' puts everything in that
 * digest and 'disabled' mails nothing (as before per-kind choices); 'instant' follows the kind's choice.
 * A notification without a kind (a test, an announcement) is mailed at once.
 */
export function emailDeliveryFor(
  preferences: NotificationPreferences,
  kind: NotificationToggleKey | null,
): EmailDelivery {
  const frequency = preferences.emailFrequency;
  if (frequency === 'disabled') return 'off';
  if (frequency === 'daily' || frequency === 'weekly') return 'digest';
  if (!kind) return 'instant';
  return preferences.emailDelivery?.[kind] ?? DEFAULT_EMAIL_DELIVERY[kind];
}

/** Which digest this creator gets, if any: per-kind digests come daily. */
export function digestPeriodFor(preferences: NotificationPreferences): 'daily' | 'weekly' | null {
  const frequency = preferences.emailFrequency;
  if (frequency === 'daily' || frequency === 'weekly') return frequency;
  if (frequency === 'disabled') return null;
  const anyDigest = NOTIFICATION_TOGGLE_KEYS.some(
    (kind) => preferences[kind] !== false && emailDeliveryFor(preferences, kind) === 'digest',
  );
  return anyDigest ? 'daily' : null;
}

/** The whole preference object replaces the saved one. */
export async function saveNotificationPreferences(
  ctx: AppContext,
  userId: string,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone)) {
    throw new AppError(400, 'VALIDATION_ERROR', notificationMessages.unknownTimeZone, [
      { path: 'timeZone', message: notificationMessages.unknownTimeZone },
    ]);
  }
  // A client that does not know per-kind choices yet sends none: it keeps the ones in effect.
  const settings = await ctx.repos.settings.updateUser(userId, {
    settings: (current) => ({
      ...current,
      notifications: {
        ...input,
        emailDelivery: input.emailDelivery ?? readNotificationPreferences(current).emailDelivery,
      },
    }),
  });
  return readNotificationPreferences(settings);
}

/** Turns email off (the unsubscribe link), keeping every other preference. */
export async function disableNotificationEmail(ctx: AppContext, userId: string): Promise<void> {
  await ctx.repos.settings.updateUser(userId, {
    settings: (current) => ({
      ...current,
      notifications: { ...readNotificationPreferences(current), emailFrequency: 'disabled' },
    }),
  });
}
