import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { createCreator, createPortal, signUp } from '../../../test/factories';
import type { UserRecord } from '../users';
import { buildRecipientMail } from './recipient-mail';
import { buildUpdateMail } from './recipient-update-mail';

let app: FastifyInstance;
let owner: UserRecord;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  const creator = await createCreator(app, { name: 'Maya Chen' });
  owner = (await app.ctx.repos.users.findById(creator.id))!;
  const long = await createPortal(app, creator, {
    name: 'Spring campaign 2027 final artwork, brand guidelines and the social media kit',
  });
  const short = await createPortal(app, creator, { name: 'Brand refresh' });
  portals = {
    long: (await app.ctx.repos.portals.findById(long.id))!,
    short: (await app.ctx.repos.portals.findById(short.id))!,
  };
});
afterAll(async () => {
  await app?.close();
});
let portals: Record<'long' | 'short', NonNullable<Awaited<ReturnType<typeof app.ctx.repos.portals.findById>>>>;
const recipient = { email: 'dana@example.com', name: 'Dana', message: null };
const buttonOf = (html: string) => html.match(/font-weight:600">([^<]+)<\/a>/)?.[1];

describe("recipients' mails on a phone", () => {
  it('names a short portal on the button, and says "Open the portal" for a long one, in both parts', async () => {
    const invite = (name: 'long' | 'short') =>
      buildRecipientMail(app.ctx, { portal: portals[name], owner, recipient, token: 't0k', kind: 'invitation' });
    expect(buttonOf((await invite('short')).html)).toBe('Open Brand refresh');
    const long = await invite('long');
    expect(buttonOf(long.html)).toBe('Open the portal');
    expect(long.text).toMatch(/^Open the portal: http/m);
    const update = await buildUpdateMail(app.ctx, {
      portal: portals.long,
      owner,
      recipient,
      changes: [],
      message: null,
    });
    expect(buttonOf(update.html)).toBe('Open the portal');
    expect(update.text).toMatch(/^Open the portal: http/m);
  });

  it('spells the link out so that it wraps, in the invitation and the update', async () => {
    const invite = await buildRecipientMail(app.ctx, {
      portal: portals.short,
      owner,
      recipient,
      token: 't0k',
      kind: 'invitation',
    });
    const update = await buildUpdateMail(app.ctx, {
      portal: portals.short,
      owner,
      recipient,
      changes: [],
      message: null,
    });
    for (const { html } of [invite, update]) {
      expect(html).toMatch(/<p style="[^"]*word-break:break-all">Or paste this link into your browser: <a href="http/);
    }
  });
});
