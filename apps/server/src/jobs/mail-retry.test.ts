import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { as, createAdmin } from '../../test/factories';
import { RETRY_DELAYS_MS } from '../modules/mail/mail.repository';
import { retryDueMail } from './mail-retry';

let smtp: SMTPServer;
let app: FastifyInstance;
let refusing = true;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (refusing) callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  app = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The mails the server took with this subject: the accounts a test creates may be mailed meanwhile. */
const receivedWith = (subject: string) => received.filter((raw) => raw.includes(`Subject: ${subject}`));

const mail = (subject: string) => ({
  kind: 'test',
  to: 'client@example.com',
  subject,
  text: 'Body',
  headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe>' },
});

describe('mail that failed', () => {
  it('is tried again after the backoff, with its headers, once the server accepts', async () => {
    refusing = true;
    const before = Date.now();
    const result = await app.ctx.mailer.send(mail('Retry me'));
    expect(result.delivered).toBe(false);
    const failed = await app.ctx.repos.mail.listFailed();
    const row = failed.find((m) => m.id === result.id);
    expect(row).toMatchObject({ attempts: 1 });
    expect(Date.parse(row!.nextAttemptAt!)).toBeGreaterThanOrEqual(before + RETRY_DELAYS_MS[0]);

    // Not due yet: nothing is tried.
    expect(await retryDueMail(app.ctx, new Date())).toBe(0);
    expect(receivedWith('Retry me')).toHaveLength(0);

    // Due, still refused: the second try fails and waits longer.
    const due = new Date(Date.parse(row!.nextAttemptAt!) + 1000);
    expect(await retryDueMail(app.ctx, due)).toBe(0);
    const second = (await app.ctx.repos.mail.listFailed()).find((m) => m.id === result.id)!;
    expect(second.attempts).toBe(2);
    expect(Date.parse(second.nextAttemptAt!)).toBeGreaterThanOrEqual(Date.now() + RETRY_DELAYS_MS[1] - 5000);

    refusing = false;
    expect(await retryDueMail(app.ctx, new Date(Date.parse(second.nextAttemptAt!) + 1000))).toBe(1);
    expect(await app.ctx.repos.mail.findById(result.id)).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(receivedWith('Retry me')).toHaveLength(1);
    expect(receivedWith('Retry me')[0]).toContain('List-Unsubscribe: <https://example.com/unsubscribe>');
  });

  it('is given up after six tries, and an admin can still retry it by hand', async () => {
    refusing = true;
    const { id } = await app.ctx.mailer.send(mail('Given up'));
    let now = Date.now();
    for (let attempt = 2; attempt <= 6; attempt++) {
      now += 7 * 3_600_000;
      await retryDueMail(app.ctx, new Date(now));
    }
    const row = (await app.ctx.repos.mail.listFailed()).find((m) => m.id === id)!;
    expect(row).toMatchObject({ attempts: 6, nextAttemptAt: null });
    expect(await retryDueMail(app.ctx, new Date(now + 30 * 86_400_000))).toBe(0);

    const admin = await createAdmin(app);
    const debug = await as(admin, app, { method: 'GET', url: '/api/admin/debug' });
    expect(debug.json().mail.failedMail).toContainEqual(
      expect.objectContaining({ id, attempts: 6, nextAttemptAt: null }),
    );

    refusing = false;
    const retried = await as(admin, app, { method: 'POST', url: `/api/admin/debug/outbox/${id}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ delivered: true });
    expect(await app.ctx.repos.mail.findById(id)).toMatchObject({ status: 'sent' });
    expect(receivedWith('Given up')).toHaveLength(1);

    const again = await as(admin, app, { method: 'POST', url: `/api/admin/debug/outbox/${id}/retry` });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/no failed mail/i);
  });

  it('is retried by hand only by an admin who may read the logs', async () => {
    const { id } = await app.ctx.mailer.send({ ...mail('Not yours'), to: 'someone@example.com' });
    const anonymous = await app.inject({ method: 'POST', url: `/api/admin/debug/outbox/${id}/retry` });
    expect(anonymous.statusCode).toBe(401);
  });
});
