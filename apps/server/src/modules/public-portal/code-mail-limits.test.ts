import { mailLimitMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { createCreator, createPortal, signUp } from '../../../test/factories';
import { CODE_MAILS_PER_OWNER, CODE_MAILS_PER_PORTAL } from './code-mail-limits';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
afterAll(async () => {
  await app?.close();
});

let requests = 0;
/** Each request from its own client address and to its own mailbox, as a flood through many addresses would. */
const requestCode = (uuid: string, email = `client-${requests}@example.com`) => {
  const n = requests++;
  return browser(app, `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`).post(publicUrl(uuid, '/email-code'), { email });
};
const codeMailsTo = async (email: string) =>
  (await app.ctx.repos.mail.listRecent(500)).filter((m) => m.to === email && m.kind === 'portal-code');

describe('portal code mail limits', () => {
  it('sends at most 30 code mails an hour from one portal, then answers 429 with Retry-After', async () => {
    const owner = await createCreator(app, { plan: 'agency' });
    const portal = await createPortal(app, owner, { accessType: 'email' });
    for (let i = 0; i < CODE_MAILS_PER_PORTAL; i++) expect((await requestCode(portal.uuid)).statusCode).toBe(200);

    const refused = await requestCode(portal.uuid, 'one-more@example.com');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: mailLimitMessages.portalCodes(seconds),
    });
    expect(refused.json().error.message).toContain('try again in 1 hour');
    expect(await codeMailsTo('one-more@example.com')).toHaveLength(0);

    // The owner's other portal still sends codes.
    const other = await createPortal(app, owner, { accessType: 'email' });
    expect((await requestCode(other.uuid)).statusCode).toBe(200);
  });

  it('sends at most 200 code mails an hour from all of one owner’s portals together', async () => {
    const owner = await createCreator(app, { plan: 'agency' });
    const portals = [];
    for (let i = 0; i < Math.ceil(CODE_MAILS_PER_OWNER / CODE_MAILS_PER_PORTAL); i++) {
      portals.push(await createPortal(app, owner, { accessType: 'email' }));
    }
    for (let i = 0; i < CODE_MAILS_PER_OWNER; i++) {
      expect((await requestCode(portals[Math.floor(i / CODE_MAILS_PER_PORTAL)].uuid)).statusCode).toBe(200);
    }
    const last = portals.at(-1)!;
    const refused = await requestCode(last.uuid, 'owner-flood@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(await codeMailsTo('owner-flood@example.com')).toHaveLength(0);
  });

  it('shows the portal’s and sender’s names escaped and cut to 80 characters, the subject on one line', async () => {
    const owner = await createCreator(app, { name: 'Robin Studio', plan: 'pro' });
    const portal = await createPortal(app, owner, { accessType: 'email' });
    const name = `<script>alert(1)</script>\r\nBcc: victim@example.net ${'y'.repeat(270)}`;
    await app.ctx.repos.portals.update(portal.id, { name });
    expect((await requestCode(portal.uuid, 'named@example.com')).statusCode).toBe(200);
    const [mail] = await codeMailsTo('named@example.com');
    const shown = `${`<script>alert(1)</script> Bcc: victim@example.net ${'y'.repeat(270)}`.slice(0, 79)}…`;
    expect(mail.subject).toBe(`Your code for ${shown}`);
    expect(mail.text).toContain(`Robin Studio shared "${shown}" with you`);
    expect(mail.text).not.toContain('y'.repeat(80));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });
});
