import {
  type NotificationList,
  type NotificationReadResult,
  type NotificationType,
  notificationMessages,
  type TestNotificationResult,
  type UnreadCount,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { toNotification } from './notification-broadcaster';
import { announce, type NotificationContent, notifyUser } from './notification-delivery';

const LIST_LIMIT = 50;

export async function listNotifications(ctx: AppContext, user: UserRecord): Promise<NotificationList> {
  const [records, unreadCount] = await Promise.all([
    ctx.repos.notifications.listForUser(user.id, LIST_LIMIT),
    ctx.repos.notifications.countUnread(user.id),
  ]);
  return { notifications: records.map(toNotification), unreadCount };
}

/** Spec §7: a clicked notification becomes read (read true, readAt set). Someone else's is 404. */
export async function markNotificationRead(
  ctx: AppContext,
  user: UserRecord,
  id: string,
): Promise<NotificationReadResult> {
  const record = await ctx.repos.notifications.markRead(user.id, id, ctx.clock());
  if (!record) throw new NotFound(notificationMessages.notificationNotFound);
  await announce(ctx, user.id, { kind: 'read' });
  return { notification: toNotification(record), unreadCount: await ctx.repos.notifications.countUnread(user.id) };
}

/** Unlike the original product's button, this really marks every notification read. */
export async function markAllNotificationsRead(ctx: AppContext, user: UserRecord): Promise<UnreadCount> {
  await ctx.repos.notifications.markAllRead(user.id, ctx.clock());
  await announce(ctx, user.id, { kind: 'read' });
  return { unreadCount: await ctx.repos.notifications.countUnread(user.id) };
}

const SAMPLE_PORTAL = 'Sample portal';

const TEST_CONTENT: Record<NotificationType, Omit<NotificationContent, 'type'>> = {
  portal_access: { title: 'Portal viewed', message: `Dana viewed "${SAMPLE_PORTAL}" (test notification)` },
  file_download: {
    title: 'File downloaded',
    message: `Dana downloaded "Brand guide.pdf" from "${SAMPLE_PORTAL}" (test notification)`,
  },
  client_comment: {
    title: 'New comment',
    message: `Dana commented on "Brand guide.pdf" in "${SAMPLE_PORTAL}" (test notification)`,
  },
  client_approval: {
    title: 'Approval received',
    message: `Dana approved "Brand guide.pdf" in "${SAMPLE_PORTAL}" (test notification)`,
  },
  client_upload: {
    title: 'File received',
    message: `Dana sent "Signed contract.pdf" for "Contract" in "${SAMPLE_PORTAL}" (test notification)`,
  },
  form_response: {
    title: 'New form response',
    message: `Dana answered "Project brief" in "${SAMPLE_PORTAL}" (test notification)`,
  },
  portal_expiring: {
    title: 'Portal expiring soon',
    message: `"${SAMPLE_PORTAL}" expires in 3 days (test notification)`,
  },
  other: { title: 'Test notification', message: 'Notifications are working (test notification)' },
  announcement: {
    title: 'Scheduled maintenance',
    message: 'ClientDock will be briefly unavailable on Sunday at 02:00 UTC (test notification)',
  },
};

/**
 * Creates and delivers a sample notification of the given type whatever its on/off switch says (that is
 * what the test is for); email still follows the chosen email frequency.
 */
export async function sendTestNotification(
  ctx: AppContext,
  user: UserRecord,
  type: NotificationType,
): Promise<TestNotificationResult> {
  const delivery = await notifyUser(
    ctx,
    user.id,
    { type, ...TEST_CONTENT[type], link: '/dashboard/notifications/test' },
    { preference: null, mailAtOnce: true },
  );
  if (!delivery) throw new Error('test notification was not created');
  return { notification: toNotification(delivery.notification), email: delivery.email, push: delivery.push };
}
