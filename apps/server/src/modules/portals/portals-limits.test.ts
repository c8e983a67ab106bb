import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let free: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  free = await createCreator(app, { plan: 'free' });
});
afterEach(async () => {
  await app.close();
});

const FREE_CREATE = 'Your Free plan allows 3 active portals. Archive one or upgrade to create another.';
const FREE_ACTIVATE = 'Your Free plan allows 3 active portals. Archive one or upgrade to activate another.';

async function notifications(user: TestUser) {
  return app.ctx.repos.notifications.listForUser(user.id);
}

describe('active portal limit', () => {
  it('refuses a 4th active portal on free with LIMIT_REACHED and notifies the creator', async () => {
    for (let i = 0; i < 3; i++) await createPortal(app, free);
    const res = await as(free, app, { method: 'POST', url: '/api/portals', payload: { name: 'Fourth' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'LIMIT_REACHED', message: FREE_CREATE });
    const [note] = await notifications(free);
    expect(note).toMatchObject({ type: 'other', title: 'Portal limit reached', message: FREE_CREATE, read: false });
    const list = await as(free, app, { method: 'GET', url: '/api/portals' });
    expect(list.json().portals).toHaveLength(3);
    expect(list.json().usage).toEqual({ activePortals: 3, portalLimit: 3 });
  });

  it('does not count drafts, archived or expired portals, but refuses activating past the limit', async () => {
    const active = [];
    for (let i = 0; i < 3; i++) active.push(await createPortal(app, free));
    const draft = await createPortal(app, free, { status: 'draft' });
    await createPortal(app, free, { status: 'draft' });

    const activate = await as(free, app, {
      method: 'PATCH',
      url: `/api/portals/${draft.id}`,
      payload: { status: 'active' },
    });
    expect(activate.statusCode).toBe(403);
    expect(activate.json().error).toMatchObject({ code: 'LIMIT_REACHED', message: FREE_ACTIVATE });
    expect((await app.ctx.repos.portals.findById(draft.id))?.status).toBe('draft');

    await as(free, app, { method: 'POST', url: `/api/portals/${active[0].id}/archive` });
    await app.ctx.repos.portals.update(active[1].id, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await createPortal(app, free)).status).toBe('active');
    const ok = await as(free, app, { method: 'PATCH', url: `/api/portals/${draft.id}`, payload: { status: 'active' } });
    expect(ok.json().status).toBe('active');
  });

  it('refuses to restore an archived portal past the limit, but restores it as a draft', async () => {
    const archived = await createPortal(app, free);
    await as(free, app, { method: 'POST', url: `/api/portals/${archived.id}/archive` });
    for (let i = 0; i < 3; i++) await createPortal(app, free);
    const res = await as(free, app, { method: 'POST', url: `/api/portals/${archived.id}/restore` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'LIMIT_REACHED', message: FREE_ACTIVATE });
    expect((await app.ctx.repos.portals.findById(archived.id))?.status).toBe('archived');
    expect(await notifications(free)).toHaveLength(1);

    const asDraft = await as(free, app, {
      method: 'POST',
      url: `/api/portals/${archived.id}/restore`,
      payload: { status: 'draft' },
    });
    expect(asDraft.json().status).toBe('draft');
  });

  it('lets only 3 of 6 simultaneous creates through on free', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(free, app, { method: 'POST', url: '/api/portals', payload: { name: `Race ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
    expect((await app.ctx.repos.portals.countByOwner(free.id)).active).toBe(3);
  });

  it('gives pro 10 active portals', async () => {
    const pro = await createCreator(app, { plan: 'pro' });
    for (let i = 0; i < 10; i++) await createPortal(app, pro);
    const res = await as(pro, app, { method: 'POST', url: '/api/portals', payload: { name: 'Eleventh' } });
    expect(res.json().error.message).toBe(
      'Your Pro plan allows 10 active portals. Archive one or upgrade to create another.',
    );
  });
});
