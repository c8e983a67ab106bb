import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { ClientRequest } from './client-request';

// Link unfurlers, crawlers, monitors and scripts: they fetch a shared link without a person behind it, so
// they never count as views nor notify the creator. A person's browser names none of these words. Headless
// Chrome is left out on purpose: browser tests and speed audits drive it as a person would; a flood from it is
// still one visitor a day per address.
const BOT_AGENT = new RegExp(
  [
    // "Cubot" is a phone maker.
    '(?<!cu)bot\\b',
    'bot/',
    'crawler',
    'spider',
    'slurp',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'embedly',
    'whatsapp',
    'skypeuripreview',
    'iframely',
    'vkshare',
    'redditbot',
    'pinterest',
    'bitlybot',
    'outbrain',
    'quora link preview',
    'google-inspectiontool',
    'googleother',
    'mediapartners-google',
    'feedfetcher',
    'preview',
    'phantomjs',
    'pagespeed',
    'uptime',
    'pingdom',
    'monitor',
    'curl/',
    'wget',
    'libwww',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'java/',
    'okhttp',
    'apache-httpclient',
    'node-fetch',
    'axios/',
    'undici',
    'postmanruntime',
    'insomnia',
    'httpie',
    'scrapy',
    'ruby',
    'perl',
    'php/',
  ].join('|'),
  'i',
);

/** Whether this user agent is a known bot, link previewer or HTTP library rather than a person's browser. */
export function isBot(userAgent: string | null): boolean {
  return userAgent !== null && BOT_AGENT.test(userAgent);
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Who a visitor is for today, without keeping their address: a keyed hash of the UTC day, the portal, the
 * client address and the user agent. It changes every day and cannot be turned back into the address.
 */
// Every counted view hashes with the same secret: its key object is made once rather than on every call.
const hmacKeys = new WeakMap<AppContext['config'], KeyObject>();
function hmacKey(config: AppContext['config']): KeyObject {
  let key = hmacKeys.get(config);
  if (!key) {
    key = createSecretKey(Buffer.from(config.authSecret, 'utf8'));
    hmacKeys.set(config, key);
  }
  return key;
}

export function dailyVisitorKey(ctx: AppContext, portalId: string, client: ClientRequest): string {
  const day = ctx.clock().toISOString().slice(0, 10);
  return createHmac('sha256', hmacKey(ctx.config))
    .update(`clientdock:daily-visitor:v1\n${day}\n${portalId}\n${client.ip}\n${client.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

// The keys this instance has already counted today. Only "not the first time" is answered from memory, and that
// answer cannot become wrong: the key names its UTC day, and the database counted it. A key not in memory is
// asked of the database, which keeps instances in agreement on who was first.
const KNOWN_KEYS_LIMIT = 50_000;
const knownToday = new WeakMap<AppContext, { day: string; keys: Set<string> }>();

function knownKeys(ctx: AppContext): Set<string> {
  const day = ctx.clock().toISOString().slice(0, 10);
  let known = knownToday.get(ctx);
  if (!known || known.day !== day || known.keys.size >= KNOWN_KEYS_LIMIT) {
    known = { day, keys: new Set() };
    knownToday.set(ctx, known);
  }
  return known.keys;
}

/**
 * Counts this address and browser as a visitor of the portal today; answers whether it is the first time
 * (one statement, in the database, so that every app instance agrees; a key this instance counted already
 * today is answered from memory).
 */
export async function isFirstVisitToday(ctx: AppContext, portalId: string, client: ClientRequest): Promise<boolean> {
  const key = dailyVisitorKey(ctx, portalId, client);
  const known = knownKeys(ctx);
  if (known.has(key)) return false;
  const window = await ctx.repos.rateWindows.hit('portal-view-visitor', key, ctx.clock().getTime(), DAY_MS);
  known.add(key);
  return window.count === 1;
}
