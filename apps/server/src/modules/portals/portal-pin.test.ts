import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { assign, createTeam } from '../../../test/team';

let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Robin Reveal', plan: 'pro' });
});
afterAll(async () => {
  await app?.close();
});

const readPin = (user: Pick<TestUser, 'cookie'>, portalId: string) =>
  as(user, app, { method: 'GET', url: `/api/portals/${portalId}/pin` });

describe('GET /api/portals/:id/pin', () => {
  it('gives the owner the PIN back, sealed at rest beside its hash, and the new one after a change', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '482913' });
    const res = await readPin(owner, portal.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ pin: '482913' });
    const stored = await app.ctx.repos.portals.findById(portal.id);
    expect(stored?.pinHash).toBeTruthy();
    expect(stored?.pinSealed).toMatch(/^v1\./);
    expect(stored?.pinSealed).not.toContain('482913');

    await as(owner, app, { method: 'PATCH', url: `/api/portals/${portal.id}`, payload: { pin: '5555' } });
    expect((await readPin(owner, portal.id)).json()).toEqual({ pin: '5555' });
    await as(owner, app, { method: 'PATCH', url: `/api/portals/${portal.id}`, payload: { accessType: 'link' } });
    expect((await readPin(owner, portal.id)).json()).toEqual({ pin: null });
    expect((await app.ctx.repos.portals.findById(portal.id))?.pinSealed).toBeNull();
  });

  it('answers null for a PIN kept only as a hash (set before PINs were sealed)', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    await app.ctx.repos.portals.update(portal.id, { pinSealed: null });
    expect((await readPin(owner, portal.id)).json()).toEqual({ pin: null });
    const read = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` });
    expect(read.json().hasPin).toBe(true);
  });

  it('never puts the PIN in the portal, the list or the account export', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '731946' });
    const answers = await Promise.all([
      as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` }),
      as(owner, app, { method: 'GET', url: '/api/portals' }),
      as(owner, app, { method: 'GET', url: '/api/account/export' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.body).not.toContain('731946');
      expect(res.body).not.toContain('pinSealed');
    }
  });

  it('answers 404 to another creator, 401 to no one, 400 to a bad id; editors yes, viewers 403', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '2468' });
    const stranger = await createCreator(app);
    const res = await readPin(stranger, portal.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(res.body).not.toContain('2468');
    expect((await readPin({ cookie: '' }, portal.id)).statusCode).toBe(401);
    expect((await readPin(owner, 'x'.repeat(65))).statusCode).toBe(400);

    const team = await createTeam(app);
    const teamPortal = await createPortal(app, team.owner, { accessType: 'pin', pin: '8642' });
    expect((await readPin(team.editor, teamPortal.id)).statusCode).toBe(404);
    await assign(app, team.owner, teamPortal.id, [team.editor.memberId, team.viewer.memberId]);
    expect((await readPin(team.editor, teamPortal.id)).json()).toEqual({ pin: '8642' });
    expect((await readPin(team.admin, teamPortal.id)).json()).toEqual({ pin: '8642' });
    expect((await readPin(team.viewer, teamPortal.id)).statusCode).toBe(403);
    expect((await readPin(team.outsider, teamPortal.id)).statusCode).toBe(404);
  });
});
