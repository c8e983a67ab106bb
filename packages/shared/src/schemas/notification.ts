import { z } from 'zod';
import { messages } from '../messages';

// Spec §3 Notification types; `other` covers plan updates, security alerts and the rest; `announcement` is a
// message from the instance's admins to its creators. Client uploads and form responses have their own kind
// so that each can be mailed as the creator chose.
export const NOTIFICATION_TYPES = [
  'portal_access',
  'file_download',
  'client_comment',
  'client_approval',
  'client_upload',
  'form_response',
  'portal_expiring',
  'other',
  'announcement',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The on/off preferences of spec §3: every one is required in a saved preference object. */
export const SPEC_TOGGLE_KEYS = [
  'portalAccess',
  'fileDownloads',
  'clientComments',
  'clientApprovals',
  'portalExpiring',
  'portalLimitReached',
  'planUpdates',
  'securityAlerts',
] as const;

/** Kinds added after the spec; optional on input so that an object saved without them stays valid (default on). */
export const ADDED_TOGGLE_KEYS = ['clientUploads', 'formResponses'] as const;

/** Every on/off preference, in the order the settings screen lists them. */
export const NOTIFICATION_TOGGLE_KEYS = [
  'portalAccess',
  'fileDownloads',
  'clientComments',
  'clientApprovals',
  'clientUploads',
  'formResponses',
  'portalExpiring',
  'portalLimitReached',
  'planUpdates',
  'securityAlerts',
] as const;
export type NotificationToggleKey = (typeof NOTIFICATION_TOGGLE_KEYS)[number];

/**
 * How a kind is mailed while emailFrequency is 'instant': at once (bursts within minutes share one mail), in
 * the daily digest, or not at all (the bell still shows it). A daily or weekly emailFrequency puts every kind
 * in that digest, and 'disabled' sends no mail, as before per-kind choices existed.
 */
export const EMAIL_DELIVERIES = ['instant', 'digest', 'off'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** What the client does is worth an email at once; views and downloads wait for the daily digest. */
export const DEFAULT_EMAIL_DELIVERY: Record<NotificationToggleKey, EmailDelivery> = {
  portalAccess: 'digest',
  fileDownloads: 'digest',
  clientComments: 'instant',
  clientApprovals: 'instant',
  clientUploads: 'instant',
  formResponses: 'instant',
  portalExpiring: 'instant',
  portalLimitReached: 'instant',
  planUpdates: 'instant',
  securityAlerts: 'instant',
};

export const INVALID_EMAIL_DELIVERY = 'Email delivery must be instant, digest or off';

export const EMAIL_FREQUENCIES = ['instant', 'daily', 'weekly', 'disabled'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

const DIGEST_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function requiredBoolean(key: string) {
  return z.boolean({
    error: (issue) =>
      issue.input === undefined ? messages.missingNotificationPreference(key) : `${key} must be true or false`,
  });
}

const toggles = Object.fromEntries(SPEC_TOGGLE_KEYS.map((key) => [key, requiredBoolean(key)])) as Record<
  (typeof SPEC_TOGGLE_KEYS)[number],
  z.ZodBoolean
>;
const addedToggles = Object.fromEntries(
  ADDED_TOGGLE_KEYS.map((key) => [key, requiredBoolean(key).optional()]),
) as Record<(typeof ADDED_TOGGLE_KEYS)[number], z.ZodOptional<z.ZodBoolean>>;

const emailDeliverySchema = z.enum(EMAIL_DELIVERIES, { error: INVALID_EMAIL_DELIVERY });

/** Per kind; a kind left out keeps its default. */
export const emailDeliveryChoicesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOGGLE_KEYS.map((key) => [key, emailDeliverySchema.optional()])) as Record<
    NotificationToggleKey,
    z.ZodOptional<typeof emailDeliverySchema>
  >,
  { error: 'emailDelivery must be an object' },
);
export type EmailDeliveryChoices = z.infer<typeof emailDeliveryChoicesSchema>;

/**
 * The whole preference object (`PATCH /api/settings/notifications` replaces it). Every key of the spec is
 * required; digestTime and weeklyDigestDay are optional; timeZone (IANA name) places digests in the creator's
 * day; emailDelivery (per kind) and the toggles added since are optional and answered filled in.
 */
export const notificationPreferencesSchema = z.object({
  ...toggles,
  ...addedToggles,
  emailFrequency: z.enum(EMAIL_FREQUENCIES, {
    error: (issue) =>
      issue.input === undefined
        ? messages.missingNotificationPreference('emailFrequency')
        : messages.invalidEmailFrequency,
  }),
  digestTime: z.string({ error: messages.invalidDigestTime }).regex(DIGEST_TIME, messages.invalidDigestTime).optional(),
  weeklyDigestDay: z
    .number({ error: messages.invalidWeeklyDigestDay })
    .int(messages.invalidWeeklyDigestDay)
    .min(0, messages.invalidWeeklyDigestDay)
    .max(6, messages.invalidWeeklyDigestDay)
    .optional(),
  timeZone: z.string().trim().min(1).max(64).optional(),
  emailDelivery: emailDeliveryChoicesSchema.optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  portalAccess: true,
  fileDownloads: true,
  clientComments: true,
  clientApprovals: true,
  clientUploads: true,
  formResponses: true,
  portalExpiring: true,
  portalLimitReached: true,
  planUpdates: true,
  securityAlerts: true,
  emailFrequency: 'instant',
  digestTime: '09:00',
  weeklyDigestDay: 1,
  emailDelivery: DEFAULT_EMAIL_DELIVERY,
};

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** Where clicking the item leads, an app path such as /dashboard/edit/{portalId}?tab=activity. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: newest first, at most 50, plus the unread count over all of them. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const testNotificationRequestSchema = z.object({
  notificationType: z.enum(NOTIFICATION_TYPES, { error: 'Unknown notification type' }),
});
export type TestNotificationRequest = z.infer<typeof testNotificationRequestSchema>;

/**
 * Server-Sent Events on `GET /api/notifications/stream`: `notification` carries a new Notification,
 * `unread` carries `{ unreadCount }` after any change (new, read, read-all); comments keep the line alive.
 */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unread: 'unread' } as const;

/** Web Push: the browser's PushSubscription as JSON, sent to `POST /api/notifications/push-subscriptions`. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

const unreadCount = z.number().int().nonnegative();

/** `POST /api/notifications/read-all` (and the `unread` stream event's data). */
export const unreadCountSchema = z.object({ unreadCount });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /api/notifications/:id/read`: the notification as now stored and the new unread count. */
export const notificationReadResultSchema = z.object({ notification: notificationSchema, unreadCount });
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;

/** `POST /api/notifications/test`: what was created and where it went (email sent or not, pushes delivered). */
export const testNotificationResultSchema = z.object({
  notification: notificationSchema,
  email: z.boolean(),
  push: z.number().int().nonnegative(),
});
export type TestNotificationResult = z.infer<typeof testNotificationResultSchema>;

/** `GET /api/notifications/push`: the VAPID public key to subscribe with and this user's subscription count. */
export const pushStatusSchema = z.object({ publicKey: z.string(), subscriptions: z.number().int().nonnegative() });
export type PushStatus = z.infer<typeof pushStatusSchema>;

/** `DELETE /api/notifications/push-subscriptions`. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(2000) });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;
