import webpush from 'web-push';
import type { AppContext } from '../../app-context';
import type { NotificationRecord } from './notifications.repository';
import { getVapidKeys } from './push-keys';
import type { PushSubscriptionRecord } from './push-subscriptions.repository';

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** What the service worker shows: title, body, the app path to open, and a tag that replaces duplicates. */
export function pushPayload(notification: NotificationRecord): string {
  return JSON.stringify({
    title: notification.title,
    body: notification.message,
    url: notification.link ?? '/dashboard',
    tag: notification.id,
    type: notification.type,
  });
}

export function isAllowedPushEndpoint(ctx: AppContext, endpoint: string): boolean {
  try {
    const { protocol } = new URL(endpoint);
    return protocol === 'https:' || (protocol === 'http:' && ctx.config.allowHttpPushEndpoints);
  } catch {
    return false;
  }
}

async function sendOne(ctx: AppContext, subscription: PushSubscriptionRecord, payload: string): Promise<boolean> {
  if (!isAllowedPushEndpoint(ctx, subscription.endpoint)) return false;
  const keys = await getVapidKeys(ctx);
  // web-push encrypts and signs; the request itself goes through fetch so it has a timeout and any scheme.
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    { vapidDetails: keys, TTL: PUSH_TTL_SECONDS },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    // The browser unsubscribed or the subscription expired: it will never work again.
    if (response.status === 404 || response.status === 410) {
      await ctx.repos.pushSubscriptions.deleteById(subscription.id);
      return false;
    }
    if (!response.ok) {
      ctx.log.warn({ status: response.status, endpoint: new URL(subscription.endpoint).host }, 'push refused');
      return false;
    }
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, endpoint: new URL(subscription.endpoint).host }, 'push failed');
    return false;
  }
}

/** Sends the notification to every browser the user subscribed; answers how many accepted it. */
export async function sendPush(ctx: AppContext, notification: NotificationRecord): Promise<number> {
  const subscriptions = await ctx.repos.pushSubscriptions.listForUser(notification.uid);
  if (subscriptions.length === 0) return 0;
  const payload = pushPayload(notification);
  const results = await Promise.all(subscriptions.map((subscription) => sendOne(ctx, subscription, payload)));
  return results.filter(Boolean).length;
}
