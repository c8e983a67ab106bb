import { supportReplyMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNonAdmins, expectAdminOnly, expectPermissionRequired, type NonAdmins } from '../../../test/admin-access';
import { buildTestApp } from '../../../test/build-app';
import { as, signUp, type TestUser } from '../../../test/factories';
import { startSmtpPeer } from '../../../test/smtp-peer';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let app: FastifyInstance;
let admin: TestUser;
let others: NonAdmins;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ClientDock <support@clientdock.test>' } });
  admin = await signUp(app, { email: 'operator@example.com', name: 'Ada Operator' });
  others = await createNonAdmins(app);
});
beforeEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

// Sign-ups send a verification mail too; these tests look at replies only.
const replyMails = () => smtp.received.filter((mail) => mail.raw.includes('Subject: Re: '));

let sender = 0;
async function sendTicket(overrides: Record<string, unknown> = {}) {
  sender++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    remoteAddress: `198.51.100.${sender}`,
    payload: {
      name: 'Rosa Parks',
      email: `rosa${sender}@example.com`,
      subject: 'Invoices',
      message: 'Where do I find my invoices?\nI looked in Settings.',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; reference: string };
}

describe('admin support ticket access (spec §6)', () => {
  it('refuses creators and team members with the spec’s message on every route', async () => {
    const ticket = await sendTicket();
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/support-tickets' },
      { method: 'GET' as const, url: `/api/admin/support-tickets/${ticket.id}` },
      { method: 'PATCH' as const, url: `/api/admin/support-tickets/${ticket.id}`, payload: { status: 'closed' } },
      {
        method: 'POST' as const,
        url: `/api/admin/support-tickets/${ticket.id}/replies`,
        payload: { message: 'Hello' },
      },
    ]) {
      await expectAdminOnly(app, others, request);
    }
    // A standard admin needs support:read to read tickets and support:write to answer or close them.
    const detail = { method: 'GET' as const, url: `/api/admin/support-tickets/${ticket.id}` };
    await expectPermissionRequired(app, others.plainAdmin, detail, 'support:read');
    await expectPermissionRequired(
      app,
      others.plainAdmin,
      { method: 'GET', url: '/api/admin/support-tickets' },
      'support:read',
    );
    await app.ctx.repos.users.setPermissions(others.plainAdmin.id, ['support:read']);
    expect((await as(others.plainAdmin, app, detail)).statusCode).toBe(200);
    const answer = {
      method: 'POST' as const,
      url: `/api/admin/support-tickets/${ticket.id}/replies`,
      payload: { message: 'Hi' },
    };
    await expectPermissionRequired(app, others.plainAdmin, answer, 'support:write');
    await expectPermissionRequired(
      app,
      others.plainAdmin,
      { method: 'PATCH', url: `/api/admin/support-tickets/${ticket.id}`, payload: { status: 'closed' } },
      'support:write',
    );
    await app.ctx.repos.users.setPermissions(others.plainAdmin.id, []);
    expect(replyMails()).toEqual([]);
  });
});

describe('answering a ticket', () => {
  it('stores the reply, mails it to the sender through SMTP and waits on them (pending)', async () => {
    const ticket = await sendTicket();
    const res = await as(admin, app, {
      method: 'POST',
      url: `/api/admin/support-tickets/${ticket.id}/replies`,
      payload: { message: 'They are under Settings, then Plan.\n\nThanks for asking!' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: ticket.id,
      status: 'pending',
      replyCount: 1,
      replies: [
        {
          authorName: 'Ada Operator',
          message: 'They are under Settings, then Plan.\n\nThanks for asking!',
          delivery: 'sent',
        },
      ],
    });
    expect(replyMails()).toHaveLength(1);
    const [mail] = replyMails();
    expect(mail.to).toEqual([`rosa${sender}@example.com`]);
    expect(mail.raw).toContain(`Subject: Re: Invoices [${ticket.reference}]`);
    expect(mail.body).toContain('They are under Settings, then Plan.');
    expect(mail.body).toContain('> Where do I find my invoices?');

    const detail = (await as(admin, app, { method: 'GET', url: `/api/admin/support-tickets/${ticket.id}` })).json();
    expect(detail.replies).toHaveLength(1);
    expect(detail.message).toBe('Where do I find my invoices?\nI looked in Settings.');
    const list = (await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets?status=pending' })).json();
    expect(list.tickets.find((t: { id: string }) => t.id === ticket.id)).toMatchObject({ replyCount: 1 });
  });

  it('keeps a thread in order and can close the ticket with the last answer', async () => {
    const ticket = await sendTicket({ subject: '' });
    for (const [message, status] of [
      ['First answer', undefined],
      ['Second answer', 'closed'],
    ] as const) {
      const res = await as(admin, app, {
        method: 'POST',
        url: `/api/admin/support-tickets/${ticket.id}/replies`,
        payload: { message, ...(status ? { status } : {}) },
      });
      expect(res.statusCode).toBe(201);
    }
    const detail = (await as(admin, app, { method: 'GET', url: `/api/admin/support-tickets/${ticket.id}` })).json();
    expect(detail.status).toBe('closed');
    expect(detail.replies.map((r: { message: string }) => r.message)).toEqual(['First answer', 'Second answer']);
    // Without a subject, the mail names the topic.
    expect(replyMails()[0].raw).toContain(`Subject: Re: A general question [${ticket.reference}]`);
  });

  it('sets the status open, pending or closed', async () => {
    const ticket = await sendTicket();
    for (const status of ['pending', 'closed', 'open']) {
      const res = await as(admin, app, {
        method: 'PATCH',
        url: `/api/admin/support-tickets/${ticket.id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const closed = await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets?status=open' });
    expect(closed.json().tickets.some((t: { id: string }) => t.id === ticket.id)).toBe(true);
  });

  it('refuses bad input and unknown tickets with a clear message', async () => {
    const ticket = await sendTicket();
    const cases: Array<[string, 'PATCH' | 'POST', unknown, number, string]> = [
      [
        `/api/admin/support-tickets/${ticket.id}`,
        'PATCH',
        { status: 'solved' },
        400,
        supportReplyMessages.statusInvalid,
      ],
      [`/api/admin/support-tickets/${ticket.id}`, 'PATCH', {}, 400, supportReplyMessages.statusInvalid],
      [
        `/api/admin/support-tickets/${ticket.id}/replies`,
        'POST',
        { message: '  ' },
        400,
        supportReplyMessages.replyRequired,
      ],
      [`/api/admin/support-tickets/${ticket.id}/replies`, 'POST', {}, 400, supportReplyMessages.replyRequired],
      [
        `/api/admin/support-tickets/${ticket.id}/replies`,
        'POST',
        { message: 'x'.repeat(5001) },
        400,
        supportReplyMessages.replyTooLong,
      ],
      [
        `/api/admin/support-tickets/${ticket.id}/replies`,
        'POST',
        { message: 'Hi', status: 'later' },
        400,
        supportReplyMessages.statusInvalid,
      ],
      [
        '/api/admin/support-tickets/no-such-ticket',
        'PATCH',
        { status: 'closed' },
        404,
        supportReplyMessages.ticketNotFound,
      ],
      [
        '/api/admin/support-tickets/no-such-ticket/replies',
        'POST',
        { message: 'Hi' },
        404,
        supportReplyMessages.ticketNotFound,
      ],
    ];
    for (const [url, method, payload, status, message] of cases) {
      const res = await as(admin, app, { method, url, payload: payload as Record<string, unknown> });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const missing = await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets/no-such-ticket' });
    expect(missing.statusCode).toBe(404);
    expect(replyMails()).toEqual([]);
  });
});
