import { notificationMessages, type PushStatus, type PushSubscriptionInput } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, NotFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { getVapidKeys } from './push-keys';
import { isAllowedPushEndpoint } from './push-sender';

/** The key browsers subscribe with, and how many of this user's browsers are subscribed. */
export async function describePush(ctx: AppContext, user: UserRecord): Promise<PushStatus> {
  const [keys, subscriptions] = await Promise.all([
    getVapidKeys(ctx),
    ctx.repos.pushSubscriptions.countForUser(user.id),
  ]);
  return { publicKey: keys.publicKey, subscriptions };
}

/** Subscribes a browser; only push services this instance allows receive a user's notifications. */
export async function subscribePush(
  ctx: AppContext,
  user: UserRecord,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<PushStatus> {
  if (!isAllowedPushEndpoint(ctx, input.endpoint)) {
    const message = input.endpoint.startsWith('https://')
      ? notificationMessages.pushEndpointNotAllowed
      : notificationMessages.pushEndpointInsecure;
    throw new AppError(400, 'VALIDATION_ERROR', message, [{ path: 'endpoint', message }]);
  }
  await ctx.repos.pushSubscriptions.upsert({
    uid: user.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expirationTime: input.expirationTime ?? null,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return describePush(ctx, user);
}

export async function unsubscribePush(ctx: AppContext, user: UserRecord, endpoint: string): Promise<void> {
  if (!(await ctx.repos.pushSubscriptions.deleteForUser(user.id, endpoint))) {
    throw new NotFound(notificationMessages.pushSubscriptionNotFound);
  }
}
