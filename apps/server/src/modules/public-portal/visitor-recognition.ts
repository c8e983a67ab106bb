import { createHmac } from 'node:crypto';
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
export function dailyVisitorKey(ctx: AppContext, portalId: string, client: ClientRequest): string {
  const day = ctx.clock().toISOString().slice(0, 10);
  return createHmac('sha256', ctx.config.authSecret)
    .update(`clientdock:daily-visitor:v1\n${day}\n${portalId}\n${client.ip}\n${client.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Counts this address and browser as a visitor of the portal today; answers whether it is the first time
 * (one statement, in the database, so that every app instance agrees).
 */
export async function isFirstVisitToday(ctx: AppContext, portalId: string, client: ClientRequest): Promise<boolean> {
  const key = dailyVisitorKey(ctx, portalId, client);
  const window = await ctx.repos.rateWindows.hit('portal-view-visitor', key, ctx.clock().getTime(), DAY_MS);
  return window.count === 1;
}
