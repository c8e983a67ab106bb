import {
  DEFAULT_NOTIFICATION_PREFERENCES,
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

/**
 * The saved preferences over the defaults, field by field: a user who never saved gets the defaults, and
 * one malformed stored value does not hide the others.
 */
export function readNotificationPreferences(settings: Record<string, unknown>): NotificationPreferences {
  const saved = asObject(settings.notifications);
  const result: Record<string, unknown> = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const [key, field] of Object.entries(notificationPreferencesSchema.shape)) {
    if (saved[key] === undefined) continue;
    const parsed = field.safeParse(saved[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  if (typeof result.timeZone === 'string' && !isTimeZone(result.timeZone)) delete result.timeZone;
  return result as NotificationPreferences;
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
  const settings = await ctx.repos.settings.updateUser(userId, {
    settings: (current) => ({ ...current, notifications: input }),
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
