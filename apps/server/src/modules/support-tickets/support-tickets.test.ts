import { messages, supportTicketMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { TICKET_THROTTLE } from './support-tickets.service';

let app: FastifyInstance;
let admin: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  // The first account of an instance is its admin.
  admin = await signUp(app, { email: 'operator@example.com', name: 'Instance Operator' });
});
afterEach(async () => {
  await app.close();
});

const message = {
  name: 'Rosa Parks',
  email: 'Rosa@Example.com',
  topic: 'self-hosting',
  message: 'Can I run ClientDock on PostgreSQL and keep files on S3?',
};

const send = (payload: unknown, remoteAddress = '203.0.113.7', user: TestUser | null = null) =>
  as(user, app, {
    method: 'POST',
    url: '/api/support-tickets',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

describe('POST /api/support-tickets', () => {
  it('creates a ticket and answers with a reference the sender can quote', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.reference).toMatch(/^#[0-9A-F]{8}$/);
    expect(receipt.reference.slice(1)).toBe(receipt.id.replace(/-/g, '').slice(0, 8).toUpperCase());
    expect(Object.keys(receipt).sort()).toEqual(['createdAt', 'id', 'reference']);

    const list = await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets' });
    expect(list.statusCode).toBe(200);
    expect(list.json().tickets).toEqual([
      expect.objectContaining({
        id: receipt.id,
        reference: receipt.reference,
        name: 'Rosa Parks',
        email: 'rosa@example.com',
        topic: 'self-hosting',
        subject: '',
        message: message.message,
        status: 'open',
        userId: null,
      }),
    ]);
  });

  it('accepts the short form of the contract, a subject without a topic', async () => {
    const res = await send({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Invoices',
      message: 'Where do I find my invoices?',
    });
    expect(res.statusCode).toBe(201);
    const [ticket] = (await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets' })).json().tickets;
    expect(ticket).toMatchObject({ topic: 'general', subject: 'Invoices' });
  });

  it('links a signed-in sender to their account', async () => {
    const creator = await createCreator(app);
    expect((await send({ ...message, email: creator.email }, '203.0.113.8', creator)).statusCode).toBe(201);
    const [ticket] = (await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets' })).json().tickets;
    expect(ticket.userId).toBe(creator.id);
  });

  it('tells the instance admins in their notifications', async () => {
    await send(message);
    await expect
      .poll(async () => (await as(admin, app, { method: 'GET', url: '/api/notifications' })).json().notifications)
      .toEqual([
        expect.objectContaining({ title: 'New support ticket', link: '/admin/support-tickets', type: 'other' }),
      ]);
  });

  it.each([
    [{ ...message, name: '  ' }, supportTicketMessages.nameRequired],
    [{ ...message, name: undefined }, supportTicketMessages.nameRequired],
    [{ ...message, email: 'rosa-at-example' }, messages.invalidEmailFormat],
    [{ ...message, topic: 'lottery' }, supportTicketMessages.topicInvalid],
    [{ ...message, message: 'Help' }, supportTicketMessages.messageTooShort],
    [{ ...message, message: 'x'.repeat(5001) }, supportTicketMessages.messageTooLong],
    [{ ...message, name: 'n'.repeat(101) }, supportTicketMessages.nameTooLong],
    [{ ...message, subject: 's'.repeat(151) }, supportTicketMessages.subjectTooLong],
    [{ ...message, message: 42 }, supportTicketMessages.messageTooShort],
  ])('refuses bad input with a message a person can act on (%#)', async (payload, expected) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: expected });
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Send a JSON object as the request body.');
    const junk = await app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.message).toBe('The request body is not valid JSON.');
  });

  it('throttles one client address, with Retry-After, and lets other addresses through', async () => {
    for (let i = 0; i < TICKET_THROTTLE.maxPerWindow; i++) {
      expect((await send({ ...message, email: `sender${i}@example.com` })).statusCode).toBe(201);
    }
    const refused = await send({ ...message, email: 'another@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(supportTicketMessages.tooManyTickets(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await send({ ...message, email: 'another@example.com' }, '198.51.100.20')).statusCode).toBe(201);
  });

  it('throttles one sender across client addresses, and forgets after the window', async () => {
    for (let i = 0; i < TICKET_THROTTLE.maxPerWindow; i++) {
      expect((await send(message, `198.51.100.${i + 1}`)).statusCode).toBe(201);
    }
    const refused = await send({ ...message, email: 'ROSA@example.com' }, '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    const later = new Date(Date.now() + (TICKET_THROTTLE.windowMinutes + 1) * 60_000);
    app.ctx.clock = () => later;
    expect((await send(message, '198.51.100.99')).statusCode).toBe(201);
  });
});

describe('GET /api/admin/support-tickets', () => {
  it('is for admins only', async () => {
    const creator = await createCreator(app);
    const res = await as(creator, app, { method: 'GET', url: '/api/admin/support-tickets' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'ADMIN_REQUIRED', message: messages.adminRequired });
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/support-tickets' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists newest first and filters by status', async () => {
    await send({ ...message, name: 'First' });
    app.ctx.clock = () => new Date(Date.now() + 1000);
    await send({ ...message, name: 'Second' });
    const list = await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets?status=open' });
    expect(list.json().tickets.map((t: { name: string }) => t.name)).toEqual(['Second', 'First']);
    const closed = await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets?status=closed' });
    expect(closed.json().tickets).toEqual([]);
    const bad = await as(admin, app, { method: 'GET', url: '/api/admin/support-tickets?status=maybe' });
    expect(bad.statusCode).toBe(400);
  });
});
