import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { signUp } from '../../../test/factories';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[];
let port: number;

beforeEach(async () => {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through a real SMTP server', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
  });

  it('delivers the verification mail at sign-up and marks it sent in the outbox', async () => {
    app = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'ClientDock <hello@clientdock.test>' },
    });
    await signUp(app, { email: 'newcomer@example.com', name: 'New Comer' });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0].to).toEqual(['newcomer@example.com']);
    expect(received[0].from).toBe('hello@clientdock.test');
    expect(received[0].raw).toContain('Subject: Verify your email for ClientDock');
    const body = received[0].raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(body).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+/);
    await expect.poll(async () => (await app.ctx.repos.mail.listRecent()).map((m) => m.status)).toEqual(['sent']);
  });

  it('keeps the mail in the outbox, marked failed, when the SMTP server is down', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    app = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const result = await app.ctx.mailer.send({ kind: 'test', to: 'x@example.com', subject: 'Hello', text: 'Body' });
    expect(result.delivered).toBe(false);
    const stored = await app.ctx.repos.mail.findById(result.id);
    expect(stored).toMatchObject({ status: 'failed', to: 'x@example.com', subject: 'Hello', text: 'Body' });
    smtp = new SMTPServer({ authOptional: true });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  });
});

describe('without SMTP', () => {
  it('keeps mail in the outbox and shows it on the dev mailbox page', async () => {
    const app = await buildTestApp();
    await signUp(app, { email: 'solo@example.com' });
    await expect.poll(async () => (await app.ctx.repos.mail.listRecent()).length).toBe(1);
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Verify your email for ClientDock');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const json = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(json.json().messages[0]).toMatchObject({ to: 'solo@example.com', status: 'logged' });
    await app.close();
  });

  it('has no mailbox in production', async () => {
    const app = await buildTestApp({ env: { NODE_ENV: 'production' }, config: { env: 'production' } });
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    await app.close();
  });
});
