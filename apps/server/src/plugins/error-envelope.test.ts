import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { creatorWithPortal, type TestUser } from '../../test/factories';
import { listen } from '../../test/tus';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body';

let app: FastifyInstance;
let base: string;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  ({ owner } = await creatorWithPortal(app));
  base = await listen(app);
});
afterAll(async () => {
  await app.close();
});

function expectEnvelope(body: string, code?: string) {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(typeof parsed.error.message).toBe('string');
  expect(parsed.error.message.length).toBeGreaterThan(10);
  if (code) expect(parsed.error.code).toBe(code);
  return parsed.error as { code: string; message: string };
}

/** Sends raw bytes over a socket and answers what came back (for requests Node refuses before Fastify sees them). */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('timeout', () => reject(new Error('no answer')));
    socket.setTimeout(5000);
    socket.write(text);
  });
}

const nested = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('request bodies', () => {
  it('answers 400 with the envelope for JSON nested 5,000 levels deep, on auth and app routes alike', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/portals']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        payload: nested(5000),
      });
      expect(res.statusCode, url).toBe(400);
      expect(expectEnvelope(res.body, 'BODY_TOO_DEEP').message).toContain(`${MAX_JSON_DEPTH} levels`);
    }
  });

  it('counts only brackets outside strings, and allows the limit itself', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsJsonDepth(`{"a":"${'['.repeat(1000)}\\"{{{"}`, MAX_JSON_DEPTH)).toBe(false);
  });

  it('still parses ordinary JSON, refuses prototype poisoning, and answers an oversized body 413', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/portals',
      headers: { cookie: owner.cookie },
      payload: { name: 'Nested fine', description: '[{"not": "counted"}]' },
    });
    expect(ok.statusCode).toBe(201);
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
    expectEnvelope(poisoned.body);
    const big = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(expectEnvelope(big.body).message).toContain('1 MB');
  });
});

describe('errors before routing', () => {
  it('answers a path or query that does not decode with 400 and the envelope', async () => {
    for (const url of ['/api/%ff', '/%ff', '/api/portals/%ff/files']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res.body, 'BAD_URL');
    }
    const query = await app.inject({ method: 'GET', url: '/api/health?x=%ff' });
    expect(query.statusCode).toBeLessThan(500);
    if (query.statusCode >= 400) expectEnvelope(query.body);
  });

  it('answers unknown API routes 404 with the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('answers oversized headers 431 and an unreadable request 400, both with the envelope', async () => {
    const tooLarge = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431 /);
    expect(tooLarge).toMatch(/content-type: application\/json/i);
    expectEnvelope(tooLarge.slice(tooLarge.indexOf('\r\n\r\n') + 4), 'HEADERS_TOO_LARGE');

    const garbled = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expectEnvelope(garbled.slice(garbled.indexOf('\r\n\r\n') + 4), 'BAD_REQUEST');
  });
});

describe('tus answers', () => {
  it('wraps the upload protocol’s own plain-text refusals in the envelope', async () => {
    const missingVersion = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'upload-length': '10' },
    });
    expect(missingVersion.status).toBe(412);
    expect(missingVersion.headers.get('content-type')).toContain('application/json');
    expect(expectEnvelope(await missingVersion.text(), 'PRECONDITION_FAILED').message).toContain('Tus-Resumable');

    const badHeader = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'tus-resumable': '1.0.0', 'upload-length': 'lots' },
    });
    expect(badHeader.status).toBe(400);
    expectEnvelope(await badHeader.text(), 'BAD_REQUEST');

    const noLength = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'tus-resumable': '1.0.0' },
    });
    expect(noLength.status).toBe(400);
    expect(expectEnvelope(await noLength.text()).message).toContain('Upload-Length');

    const patchWithoutOffset = await fetch(`${base}/api/uploads/0123456789abcdef`, {
      method: 'PATCH',
      headers: { cookie: owner.cookie, 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream' },
      body: 'abc',
    });
    expect(patchWithoutOffset.status).toBeGreaterThanOrEqual(400);
    expectEnvelope(await patchWithoutOffset.text());
  });
});
