import { billingMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { joinTeam } from '../../../test/team';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
afterAll(async () => {
  await app.close();
});

const overview = async (user: TestUser) => (await as(user, app, { method: 'GET', url: '/api/billing/plan' })).json();
const change = (user: TestUser, plan: string) =>
  as(user, app, { method: 'POST', url: '/api/billing/plan', payload: { plan } });

describe('plan page', () => {
  it('shows the plans with the spec’s prices and the account’s usage against its limits', async () => {
    const creator = await createCreator(app, { plan: 'free' });
    await createPortal(app, creator);
    const plan = await overview(creator);
    expect(plan).toMatchObject({
      plan: 'free',
      subscriptionStatus: null,
      canChangePlan: true,
      managedByTeam: false,
      usage: { activePortals: 1, portalLimit: 3, fileSizeMb: 10, teamMembers: 0, pendingInvitations: 0 },
    });
    expect(
      plan.plans.map((p: { id: string; priceLabel: string; portals: number }) => [p.id, p.priceLabel, p.portals]),
    ).toEqual([
      ['free', '$0', 3],
      ['pro', '$14.99', 10],
      ['agency', '$49.99', 50],
    ]);
    expect(plan.plans.find((p: { id: string }) => p.id === 'pro').mostPopular).toBe(true);
  });

  it('an admin grants a plan: recorded, audited, and the creator notified; the creator cannot grant it to itself', async () => {
    const creator = await createCreator(app, { plan: 'free' });
    const own = await change(creator, 'pro');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('PLAN_CHANGE_NOT_ALLOWED');
    expect((await overview(creator)).plan).toBe('free');
    const admin = await createAdmin(app);
    const res = await as(admin, app, {
      method: 'PATCH',
      url: `/api/admin/creators/${creator.id}`,
      payload: { plan: 'pro' },
    });
    expect(res.statusCode).toBe(200);
    expect(await overview(creator)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'active',
      usage: { portalLimit: 10, fileSizeMb: 100 },
    });
    const me = (await as(creator, app, { method: 'GET', url: '/api/me' })).json();
    expect(me).toMatchObject({ plan: 'pro', subscriptionStatus: 'active', roleDisplayName: 'Pro Creator' });
    const audit = await app.ctx.repos.audit.listByAction('plan.changed');
    const entry = audit.find((a) => a.targetId === creator.id);
    expect(entry).toBeDefined();
    const details = typeof entry?.details === 'string' ? JSON.parse(entry.details) : entry?.details;
    expect(details).toMatchObject({
      from: 'free',
      to: 'pro',
      source: 'admin',
    });
    const notices = (await as(creator, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(notices[0]).toMatchObject({ title: 'Plan updated', message: 'Your plan is now Pro.' });
    expect((await change(creator, 'pro')).statusCode).toBe(409);
    expect((await change(creator, 'platinum')).statusCode).toBe(400);
  });

  it('refuses a downgrade the account no longer fits, naming the portals to archive first', async () => {
    const creator = await createCreator(app, { plan: 'pro' });
    const portals = [];
    for (let i = 1; i <= 5; i++) portals.push(await createPortal(app, creator, { name: `Portal ${i}` }));
    const res = await change(creator, 'free');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'DOWNGRADE_BLOCKED',
      message: billingMessages.tooManyPortals('Free', 3, 5),
    });
    expect(res.json().error.message).toBe('The Free plan allows 3 active portals and you have 5. Archive 2 first.');
    // The least recently changed portals are the ones suggested.
    expect(res.json().error.details).toEqual([
      { type: 'portal', id: portals[0].id, name: 'Portal 1' },
      { type: 'portal', id: portals[1].id, name: 'Portal 2' },
    ]);
    expect((await overview(creator)).plan).toBe('pro');
    for (const portal of portals.slice(0, 2)) {
      await as(creator, app, { method: 'POST', url: `/api/portals/${portal.id}/archive` });
    }
    const after = await change(creator, 'free');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ plan: 'free', subscriptionStatus: null });
  });

  it('refuses leaving Agency while the team has members; team members cannot change plans', async () => {
    const owner = await createCreator(app, { plan: 'agency' });
    const editor = await joinTeam(app, owner, 'editor');
    const res = await change(owner, 'pro');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(billingMessages.teamNeedsAgency(1, 0));
    expect(res.json().error.details).toEqual([{ type: 'member', id: editor.memberId, name: 'Team editor' }]);
    const byMember = await change(editor, 'pro');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.message).toBe(billingMessages.managedByTeam);
    expect((await overview(editor)).managedByTeam).toBe(true);
  });
});
