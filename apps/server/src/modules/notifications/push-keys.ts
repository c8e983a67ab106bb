import webpush from 'web-push';
import type { AppContext } from '../../app-context';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SETTING_KEY = 'webPush.vapidKeys';
const loaded = new WeakMap<AppContext, Promise<VapidKeys>>();

async function load(ctx: AppContext): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = ctx.config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  // Insert-if-absent: when two instances start at once, both end up with the first one's keys.
  const stored = await ctx.repos.appSettings.getOrInsert(SETTING_KEY, webpush.generateVAPIDKeys());
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/**
 * The server's VAPID keys: from the environment, or made on first start and kept in the database (not in
 * the data folder) so every instance signs pushes with the same key the browsers subscribed with.
 */
export function getVapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = loaded.get(ctx);
  if (!keys) {
    keys = load(ctx);
    keys.catch(() => loaded.delete(ctx));
    loaded.set(ctx, keys);
  }
  return keys;
}
