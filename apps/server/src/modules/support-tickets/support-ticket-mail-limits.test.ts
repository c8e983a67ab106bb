import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, signUp, type TestUser } from '../../../test/factories';
import { SUPPORT_TICKET_MAILS_PER_HOUR } from './support-tickets.service';

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  // The first account of an instance is its admin; instant mail is on by default.
  admin = await signUp(app, { email: 'operator@example.com', name: 'Instance Operator' });
});
afterAll(async () => {
  await app?.close();
});

let sender = 0;
/** A ticket from its own address and sender each time, as a flood through many addresses would come. */
async function sendTicket(overrides: Record<string, unknown> = {}) {
  sender++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    remoteAddress: `10.7.${Math.floor(sender / 250)}.${(sender % 250) + 1}`,
    payload: {
      name: 'Rosa Parks',
      email: `rosa${sender}@example.com`,
      subject: 'Invoices',
      message: 'Where do I find my invoices?',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; reference: string };
}

const ticketMails = async () =>
  (await app.ctx.repos.mail.listRecent(500)).filter(
    (m) => m.to === 'operator@example.com' && m.subject === 'New support ticket',
  );
const notifications = async () =>
  (await as(admin, app, { method: 'GET', url: '/api/notifications' })).json().notifications as {
    message: string;
  }[];

describe('support ticket mail', () => {
  it('shows the sender’s name and subject escaped and cut to 80 characters in the admins’ mail', async () => {
    const name = `<script>alert(1)</script>${'n'.repeat(75)}`;
    const subject = `<b>Bold</b>\r\nBcc: victim@example.net ${'s'.repeat(100)}`;
    const ticket = await sendTicket({ name, subject });
    await expect.poll(async () => (await ticketMails()).length).toBe(1);
    const [mail] = await ticketMails();
    const about = `${`<b>Bold</b> Bcc: victim@example.net ${'s'.repeat(100)}`.slice(0, 79)}…`;
    expect(mail.text).toContain(`${name.slice(0, 79)}… wrote about ${about} (${ticket.reference}).`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toContain('n'.repeat(80));
  });

  it('mails the admins about at most 100 tickets an hour; past it tickets are still stored and in the bell', async () => {
    const before = (await ticketMails()).length;
    for (let i = before; i < SUPPORT_TICKET_MAILS_PER_HOUR; i++) await sendTicket();
    await expect.poll(async () => (await ticketMails()).length).toBe(SUPPORT_TICKET_MAILS_PER_HOUR);

    const late = await sendTicket({ name: 'Late Sender' });
    await expect
      .poll(async () => (await notifications()).filter((n) => n.message.includes(late.reference)).length)
      .toBe(1);
    expect(await ticketMails()).toHaveLength(SUPPORT_TICKET_MAILS_PER_HOUR);
    const listed = (await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets' })).json().tickets;
    expect(listed.some((t: { id: string }) => t.id === late.id)).toBe(true);

    // The next hour the mails come again.
    const start = Date.now();
    app.ctx.clock = () => new Date(start + 3601_000);
    try {
      const next = await sendTicket();
      await expect.poll(async () => (await ticketMails()).some((m) => m.text.includes(next.reference))).toBe(true);
    } finally {
      app.ctx.clock = () => new Date();
    }
  });
});
