import type { NotificationToggleKey, NotificationType } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { UserRecord } from '../users';
import type { NotificationChange } from './notification-broadcaster';
import { instantNotificationMail } from './notification-mail';
import { emailDeliveryFor, readNotificationPreferences } from './notification-preferences';
import type { NotificationMailDecision, NotificationRecord } from './notifications.repository';
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
  /** Mails it at once instead of with the rest of its burst (a test notification is about the mail itself). */
  mailAtOnce?: boolean;
}

export interface Delivery {
  notification: NotificationRecord;
  /** Whether an instant mail was sent or is held for its burst's mail (notification-bursts.ts). */
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

export function canMail(user: UserRecord): boolean {
  return Boolean(user.email) && user.status === 'active';
}

function mailDecision(
  user: UserRecord,
  preferences: ReturnType<typeof readNotificationPreferences>,
  options: NotifyOptions,
): NotificationMailDecision {
  const chosen = emailDeliveryFor(preferences, options.preference);
  if (chosen === 'digest') return 'digest';
  if (chosen === 'off' || options.instantMail === false || !canMail(user)) return 'none';
  return 'instant';
}

/**
 * Creates a notification for one user when their preferences allow it, and delivers it: live to open
 * streams, by email as they chose for its kind (instant mail waits a few minutes for the rest of a burst;
 * the digest picks up its own later), and by push.
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
  const decision = mailDecision(user, preferences, options);
  // The mail (its outbox row, or its place in the burst) is written with the notification, in one transaction.
  const mail =
    decision === 'instant' && options.mailAtOnce
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
      emailDelivery: decision,
    },
    { mail: mail?.outbox, queueMail: decision === 'instant' && !mail },
  );
  await announce(ctx, userId, { kind: 'created', notificationId: notification.id });
  const [email, push] = await Promise.all([
    mail ? mail.deliver().then(() => true) : decision === 'instant',
    sendPush(ctx, notification).catch((error) => {
      ctx.log.warn({ err: error }, 'push delivery failed');
      return 0;
    }),
  ]);
  return { notification, email, push };
}
