import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { securityHeaders } from './security';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

describe('security headers and the same-origin check', () => {
  it('sends helmet’s headers on every answer, errors included', async () => {
    app = await buildTestApp();
    for (const url of ['/api/health', '/api/me', '/api/public/portals/unknown']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests behind https', async () => {
    app = await buildTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('refuses a write from another site, allows one from its own origin or with no Origin', async () => {
    app = await buildTestApp();
    const post = (origin?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: origin ? { origin } : {},
        payload: { email: 'nobody@example.com', password: 'wrong password 1' },
      });
    const foreign = await post('https://evil.example.com');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('BAD_ORIGIN');
    expect(foreign.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await post('http://localhost:3000')).statusCode).toBe(401);
    expect((await post()).statusCode).toBe(401);
  });

  it('works the headers out once, as helmet would set them', () => {
    const { set, removed } = securityHeaders({ contentSecurityPolicy: false, hsts: false });
    expect(removed).toEqual(['X-Powered-By']);
    expect(Object.fromEntries(set)).toMatchObject({ 'X-Frame-Options': 'SAMEORIGIN', 'X-XSS-Protection': '0' });
  });
});
