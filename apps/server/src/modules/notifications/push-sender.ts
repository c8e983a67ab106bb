import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { AppContext } from '../../app-context';
import { OutboundAddressRefused, pinnedLookup, resolvePublicAddress } from '../../lib/outbound-address';
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

/** The push services browsers subscribe with; an instance adds more with PUSH_SERVICE_HOSTS. */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

function hostMatches(host: string, pattern: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  if (wanted.startsWith('*.')) return host.endsWith(wanted.slice(1)) && host.length > wanted.length - 1;
  return host === wanted;
}

/**
 * A browser's push endpoint: https on the default port, at one of the known push services. The stand-in
 * push service of the tests (http on 127.0.0.1) passes only with the test-only config flag.
 */
export function isAllowedPushEndpoint(ctx: AppContext, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (ctx.config.allowLocalPushServiceForTests) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return [...BROWSER_PUSH_SERVICES, ...ctx.config.pushServiceHosts].some((pattern) => hostMatches(host, pattern));
}

/**
 * POSTs to the push service at the address checked beforehand: the host is resolved once, every address is
 * checked, and the connection goes to the checked one (TLS still verifies the host's certificate).
 */
async function postToPushService(
  ctx: AppContext,
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<number> {
  const url = new URL(endpoint);
  const address = await resolvePublicAddress(url.hostname, {
    lookup: ctx.dns?.lookup,
    allowPrivate: ctx.config.allowLocalPushServiceForTests,
  });
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<number>((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body?.length ?? 0) },
        lookup: pinnedLookup(address),
        timeout: PUSH_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

async function sendOne(ctx: AppContext, subscription: PushSubscriptionRecord, payload: string): Promise<boolean> {
  if (!isAllowedPushEndpoint(ctx, subscription.endpoint)) return false;
  const keys = await getVapidKeys(ctx);
  // web-push encrypts and signs; the request itself is ours, so it has a timeout and a checked address.
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
    const status = await postToPushService(ctx, request.endpoint, headers, request.body ?? null);
    // The browser unsubscribed or the subscription expired: it will never work again.
    if (status === 404 || status === 410) {
      await ctx.repos.pushSubscriptions.deleteById(subscription.id);
      return false;
    }
    if (status < 200 || status > 299) {
      ctx.log.warn({ status, endpoint: new URL(subscription.endpoint).host }, 'push refused');
      return false;
    }
    return true;
  } catch (error) {
    if (error instanceof OutboundAddressRefused) {
      ctx.log.warn({ endpoint: error.host, address: error.address }, 'push endpoint refused: not a public address');
      return false;
    }
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
