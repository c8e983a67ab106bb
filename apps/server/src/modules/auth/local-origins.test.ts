import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';

const body = (email: string) => ({ name: 'Ada Lovelace', email, password: 'correct horse battery staple' });
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function signUp(origin: string, host: string, email: string) {
  return app?.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    // better-auth checks the origin of requests that carry cookies, as a browser's do.
    headers: { origin, host, cookie: 'theme=dark' },
    payload: body(email),
  });
}

describe('sign-up origins', () => {
  it('without PUBLIC_URL, accepts the loopback or private address the browser used, not another site', async () => {
    app = await buildTestApp({ env: { PUBLIC_URL: '' }, config: { checkOriginInTests: true } });
    expect((await signUp('http://127.0.0.1:3000', '127.0.0.1:3000', 'a@example.com'))?.statusCode).toBe(200);
    expect((await signUp('http://192.168.1.20:3000', '192.168.1.20:3000', 'b@example.com'))?.statusCode).toBe(200);
    // A page on another machine of the network, or a public site, posting to this server.
    const other = await signUp('http://192.168.1.99:8080', '192.168.1.20:3000', 'c@example.com');
    expect(other?.statusCode).toBe(403);
    const publicSite = await signUp('http://portal.example.com', 'portal.example.com', 'd@example.com');
    expect(publicSite?.statusCode).toBe(403);
    expect(publicSite?.json().error.message).toMatch(/PUBLIC_URL/);
  });

  it('with PUBLIC_URL set, accepts only it and names PUBLIC_URL in the refusal', async () => {
    app = await buildTestApp({
      env: { PUBLIC_URL: 'https://portal.example.com' },
      config: { checkOriginInTests: true },
    });
    const refused = await signUp('http://127.0.0.1:3000', '127.0.0.1:3000', 'a@example.com');
    expect(refused?.statusCode).toBe(403);
    expect(refused?.json().error).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(refused?.json().error.message).toContain('https://portal.example.com');
    expect(refused?.json().error.message).toContain('PUBLIC_URL');
    const accepted = await signUp('https://portal.example.com', 'portal.example.com', 'b@example.com');
    expect(accepted?.statusCode).toBe(200);
  });
});
