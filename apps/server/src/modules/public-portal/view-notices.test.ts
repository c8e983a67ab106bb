import { DEFAULT_NOTIFICATION_PREFERENCES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { BURST_WINDOW_MS, sendDueNotificationMails } from '../notifications/notification-bursts';
import { flushEvents } from './activity';
import { isBot } from './visitor-recognition';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const UNFURLERS = [
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'WhatsApp/2.23.20.0',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Go-http-client/1.1',
];

let app: FastifyInstance;
let owner: TestUser;
let now = Date.now();
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  now = Date.now();
  app.ctx.clock = () => new Date(now);
  owner = await createCreator(app, { name: 'Sam Maker' });
  // Views go to the daily digest by default; these tests follow the instant mail about them.
  await app.ctx.repos.settings.updateUser(owner.id, {
    settings: (current) => ({
      ...current,
      notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES, emailDelivery: { portalAccess: 'instant' } },
    }),
  });
});
/** Sends the instant mails held for a burst, as the job does once the burst is over. */
const sendHeldMail = () => sendDueNotificationMails(app.ctx, new Date(now + BURST_WINDOW_MS + 1000));
afterEach(() => {
  app.ctx.clock = () => new Date();
});
afterAll(async () => {
  await app?.close();
});

/** A request without any cookie, as a script or a link previewer sends it. */
const cookieless = (uuid: string, ip: string, userAgent: string) =>
  app.inject({ method: 'GET', url: publicUrl(uuid), remoteAddress: ip, headers: { 'user-agent': userAgent } });

const viewNotices = () =>
  app.ctx.db
    .selectFrom('notification')
    .select(['message', 'createdAt'])
    .where('uid', '=', owner.id)
    .where('title', '=', 'Portal viewed')
    .orderBy('createdAt')
    .execute();
const mailsToOwner = async () =>
  (await app.ctx.repos.mail.listRecent(5000)).filter((m) => m.to === owner.email && m.kind === 'notification');
const daily = (portalId: string) =>
  app.ctx.db.selectFrom('event_daily').select(['type', 'count']).where('portalId', '=', portalId).execute();
/** Summed over the days: a test that moves the clock may cross midnight. */
const countOf = async (portalId: string, type: string) => {
  await flushEvents(app.ctx);
  return (await daily(portalId)).filter((row) => row.type === type).reduce((sum, row) => sum + Number(row.count), 0);
};

/** The notifier runs after the answer: wait until the counts stop moving. */
async function settle() {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const count = (await viewNotices()).length + (await mailsToOwner()).length;
    if (count === last) return;
    last = count;
  }
}

describe('views of a public portal', () => {
  it('turns 1,000 cookie-less views into a handful of notifications and one mail', { timeout: 120_000 }, async () => {
    const portal = await createPortal(app, owner, { name: 'Launch kit' });
    const agents = [CHROME, SAFARI_PHONE, ...UNFURLERS];
    let answered = 0;
    // Ten at a time, one from each address, as a flood would come.
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, ip) =>
          cookieless(portal.uuid, `198.51.100.${ip + 1}`, agents[batch % agents.length]),
        ),
      );
      answered += answers.filter((res) => res.statusCode === 200).length;
    }
    expect(answered).toBe(1000);
    await settle();

    // Ten addresses with two browsers each: 20 visitors, each viewing once, whatever their number of requests.
    const visitors = await app.ctx.db.selectFrom('visitor').select('id').where('portalId', '=', portal.id).execute();
    expect(visitors).toHaveLength(20);
    expect(await countOf(portal.id, 'view')).toBe(20);
    // The unfurlers' and scripts' requests are counted apart.
    // Each address sent 10 requests in a row with each agent in turn: 140 from browsers, 860 from the others.
    expect(await countOf(portal.id, 'bot_view')).toBe(860);

    const notices = await viewNotices();
    expect(notices.length).toBeGreaterThanOrEqual(1);
    expect(notices.length).toBeLessThanOrEqual(3);
    await sendHeldMail();
    expect(await mailsToOwner()).toHaveLength(1);

    // The creator's analytics show the people, not the bots.
    const analytics = await app.inject({
      method: 'GET',
      url: '/api/analytics?period=7d',
      headers: { cookie: owner.cookie },
    });
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().overview.views.value).toBe(20);
    // The others are shown apart, as link previews and bots.
    expect(analytics.json().overview.linkPreviews).toBe(860);

    // Fifteen minutes on, the next new visitor's mail sums up the ones not mailed.
    now += 16 * 60_000;
    await cookieless(portal.uuid, '203.0.113.99', CHROME);
    await settle();
    await sendHeldMail();
    const mails = await mailsToOwner();
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toMatch(/20 new visitors\. The latest: A client viewed "Launch kit"/);
  });

  it('tells the owner about a visitor with a cookie once a day, however often they come back', async () => {
    const portal = await createPortal(app, owner, { name: 'Brief' });
    const client = browser(app, '192.0.2.40');
    await client.get(publicUrl(portal.uuid), { 'user-agent': CHROME });
    for (let visit = 0; visit < 3; visit++) {
      now += 31 * 60_000;
      await client.get(publicUrl(portal.uuid), { 'user-agent': CHROME });
    }
    await settle();
    expect(await countOf(portal.id, 'view')).toBe(4);
    expect(await viewNotices()).toHaveLength(1);

    now += 25 * 60 * 60_000;
    await client.get(publicUrl(portal.uuid), { 'user-agent': CHROME });
    await settle();
    expect(await viewNotices()).toHaveLength(2);
  });

  it('recognises a browser without a cookie by a keyed hash, never its address', async () => {
    const portal = await createPortal(app, owner);
    await cookieless(portal.uuid, '192.0.2.77', CHROME);
    const keys = await app.ctx.db
      .selectFrom('rate_window')
      .select('key')
      .where('name', '=', 'portal-view-visitor')
      .execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).not.toContain('192.0.2.77');
  });
});

describe('isBot', () => {
  it('knows link previewers and scripts, and not the browsers people use', () => {
    for (const agent of UNFURLERS) expect(isBot(agent)).toBe(true);
    for (const agent of [
      CHROME,
      SAFARI_PHONE,
      'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
    ]) {
      expect(isBot(agent)).toBe(false);
    }
    expect(isBot(null)).toBe(false);
  });
});
