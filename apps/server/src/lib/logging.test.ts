import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { loggerOptions, redactUrl, trustProxyOption } from './logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('production logs', () => {
  it('strip tokens from query strings and never carry cookies or authorization headers', async () => {
    const { lines, stream } = capture();
    const options = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    const app = Fastify({ ...options, logger: { ...options.logger, stream } });
    app.get('/api/notifications/unsubscribe', async (request) => {
      request.log.info({ headers: request.headers }, 'handler saw headers');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/api/notifications/unsubscribe?token=s3cr3t-unsub&page=2&r=recipient-t0ken',
      headers: { cookie: 'better-auth.session_token=sess10n', authorization: 'Bearer b34rer' },
    });
    await app.close();
    const all = lines.join('');
    expect(all).toContain('request completed');
    expect(all).toContain('page=2');
    for (const secret of ['s3cr3t-unsub', 'recipient-t0ken', 'sess10n', 'b34rer']) expect(all).not.toContain(secret);
  });

  it('keep a mail kept in the outbox out of the log (its links and codes stay in the outbox)', async () => {
    const { lines, stream } = capture();
    const app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const options = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    const log = Fastify({ logger: { ...options.logger, stream } }).log;
    const { createMailer } = await import('../modules/mail/mailer');
    const mailer = createMailer({
      smtpUrl: null,
      from: 'ClientDock <no-reply@example.com>',
      repository: app.ctx.repos.mail,
      log,
      printText: app.ctx.config.env !== 'production',
    });
    await mailer.send({ kind: 'test', to: 'ada@example.com', subject: 'Your code', text: 'Your code is 493817' });
    await app.close();
    expect(lines.join('')).toContain('mail kept in outbox');
    expect(lines.join('')).not.toContain('493817');
  });

  it('redactUrl leaves other parameters as they are', () => {
    expect(redactUrl('/portal/x?r=abc&tab=files')).toBe('/portal/x?r=[redacted]&tab=files');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/public/portals/x?preview=data.sig')).toBe('/api/public/portals/x?preview=[redacted]');
  });
});

describe('client address behind a proxy', () => {
  it('takes the right-most address the proxy added, not a spoofed left-most entry', async () => {
    const app = Fastify({ trustProxy: trustProxyOption(1) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const res = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(res.json().ip).toBe('203.0.113.7');
    const listed = Fastify({ trustProxy: trustProxyOption(['10.0.0.0/8']) });
    listed.get('/ip', async (request) => ({ ip: request.ip }));
    const viaList = await listed.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.9' },
    });
    expect(viaList.json().ip).toBe('203.0.113.7');
    await app.close();
    await listed.close();
  });

  it('the app with TRUST_PROXY=true ignores a spoofed left-most X-Forwarded-For in its throttles', async () => {
    const app = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    expect(app.ctx.config.trustProxy).toBe(1);
    app.get('/test-ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/test-ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.9' },
    });
    expect(res.json().ip).toBe('198.51.100.9');
    await app.close();
  });
});
