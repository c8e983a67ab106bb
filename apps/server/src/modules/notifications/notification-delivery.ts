import type { NotificationToggleKey, NotificationType } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { UserRecord } from '../users';
import type { NotificationChange } from './notification-broadcaster';
import { instantNotificationMail } from './notification-mail';
import { readNotificationPreferences } from './notification-preferences';
import type { NotificationRecord } from './notifications.repository';
import { sendPush } from './push-sender';

export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
}

export interface NotifyOptions {
  /** The preference that must be on for this notification; null delivers it regardless (test notifications). */
  preference: NotificationToggleKey | null;
  /** Skips it when the same unread title and message was sent within this many milliseconds. */
  dedupeWithinMs?: number;
  /** False keeps it out of instant mail (the caller has mailed about the same thing lately). */
  instantMail?: boolean;
}

export interface Delivery {
  notification: NotificationRecord;
  /** Whether an instant mail was sent (or queued in the outbox). */
  email: boolean;
  /** How many of the user's browsers accepted a push. */
  push: number;
}

/** Tells the user's open streams, on every instance; a failure here never loses the stored notification. */
export async function announce(ctx: AppContext, userId: string, change: NotificationChange): Promise<void> {
  try {
    await ctx.broadcaster.publish(userId, change);
  } catch (error) {
    ctx.log.error({ err: error }, 'live notification announcement failed');
  }
}

function canMail(user: UserRecord): boolean {
  return Boolean(user.email) && user.status === 'active';
}

/**
 * Creates a notification for one user when their preferences allow it, and delivers it: live to open
 * streams, by email when they chose instant mail (digests pick it up later otherwise), and by push.
 * Answers null when nothing was created. `recipient` is the user's id, or their row when the caller has
 * just read it.
 */
export async function notifyUser(
  ctx: AppContext,
  recipient: string | UserRecord,
  content: NotificationContent,
  options: NotifyOptions,
): Promise<Delivery | null> {
  const user = typeof recipient === 'string' ? await ctx.repos.users.findById(recipient) : recipient;
  if (!user) return null;
  const userId = user.id;
  const preferences = readNotificationPreferences(user.settings);
  if (options.preference && !preferences[options.preference]) return null;
  const now = ctx.clock();
  if (
    options.dedupeWithinMs &&
    (await ctx.repos.notifications.hasUnreadLike(
      userId,
      content.title,
      content.message,
      new Date(now.getTime() - options.dedupeWithinMs),
    ))
  ) {
    return null;
  }
  const link = content.link ?? null;
  // The instant mail's outbox row is written with the notification, in one transaction.
  const mail =
    preferences.emailFrequency === 'instant' && options.instantMail !== false && canMail(user)
      ? ctx.mailer.draft(instantNotificationMail(ctx, user, { ...content, link }))
      : null;
  const notification = await ctx.repos.notifications.insertRecord(
    {
      uid: userId,
      type: content.type,
      title: content.title,
      message: content.message,
      link,
      createdAt: now.toISOString(),
    },
    mail?.outbox,
  );
  await announce(ctx, userId, { kind: 'created', notificationId: notification.id });
  const [email, push] = await Promise.all([
    mail ? mail.deliver().then(() => true) : false,
    sendPush(ctx, notification).catch((error) => {
      ctx.log.warn({ err: error }, 'push delivery failed');
      return 0;
    }),
  ]);
  return { notification, email, push };
}
