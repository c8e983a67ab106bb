import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { email: 'ada@example.com', plan: 'pro' });
});
afterEach(async () => {
  await app.close();
});

describe('data export', () => {
  it('downloads the account, settings, portals, files and notifications as a named JSON file', async () => {
    await as(owner, app, { method: 'PATCH', url: '/api/settings/branding', payload: { primaryColor: '#111111' } });
    await as(owner, app, {
      method: 'PUT',
      url: '/api/creator-profile',
      payload: { displayName: 'Ada', bio: 'Engines' },
    });
    const portal = await createPortal(app, owner, { name: 'Client A', accessType: 'pin', pin: '1234' });
    await createFile(app, owner, portal.id, Buffer.from('hello world'), 'notes.txt');
    await app.ctx.repos.notifications.create({ uid: owner.id, type: 'other', title: 'Hi', message: 'Welcome' });
    const other = await createCreator(app);
    await createPortal(app, other, { name: 'Not mine' });

    const res = await as(owner, app, { method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="clientdock-export-${owner.id}-${today}.json"`,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);

    const data = res.json();
    expect(data).toMatchObject({
      format: 'clientdock-export',
      user: { id: owner.id, email: 'ada@example.com', plan: 'pro' },
      settings: { branding: { primaryColor: '#111111' } },
      creatorProfile: { displayName: 'Ada', bio: 'Engines' },
    });
    expect(data.portals.map((p: { name: string }) => p.name)).toEqual(['Client A']);
    expect(data.portals[0].hasPin).toBe(true);
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ name: 'notes.txt', size: 11, portalId: portal.id });
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Hi']);
    expect(data.signInMethods.map((m: { providerId: string }) => m.providerId)).toEqual(['credential']);
    expect(data.comments).toEqual([]);

    // No secrets: password hashes, session tokens, PIN hashes, storage keys.
    const text = res.body;
    for (const secret of ['$argon2', 'pinHash', 'storageKey', '"token"', 'verificationToken', 'password']) {
      expect(text, secret).not.toContain(secret);
    }
    const cookieToken = decodeURIComponent(owner.cookie.split('=')[1]).split('.')[0];
    expect(text).not.toContain(cookieToken);
    expect((await app.ctx.repos.audit.listByAction('account.data_exported'))[0].actorId).toBe(owner.id);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});
