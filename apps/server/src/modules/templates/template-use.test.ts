import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { listedTemplate } from '../../../test/templates';

let app: FastifyInstance;
let operator: TestUser;
let seller: TestUser;
let pro: TestUser;
let free: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signUp(app, { email: 'operator@example.com' });
  seller = await createCreator(app, { plan: 'pro', name: 'Seller' });
  pro = await createCreator(app, { plan: 'pro' });
  free = await createCreator(app, { plan: 'free' });
});
afterAll(async () => {
  await app.close();
});

const create = (user: TestUser, payload: Record<string, unknown>) =>
  as(user, app, { method: 'POST', url: '/api/portals', payload });

describe('a portal made from a template', () => {
  it('gets the template’s sections with the client’s name in place of the token, and counts a download', async () => {
    const res = await create(free, {
      name: 'Acme proposal',
      templateId: 'sample-consulting-proposal',
      clientName: 'Acme & Co',
    });
    expect(res.statusCode).toBe(201);
    const portal = res.json();
    expect(portal.templateId).toBe('sample-consulting-proposal');
    expect(portal.sections[0]).toMatchObject({ type: 'hero', title: 'Proposal for Acme & Co' });
    const summary = portal.sections.find((s: { id: string }) => s.id === 'summary');
    expect(summary.html).toContain('Acme &amp; Co asked us');
    expect(JSON.stringify(portal.sections)).not.toContain('{{clientName}}');
    const decision = portal.sections.find((s: { type: string }) => s.type === 'form');
    expect(decision.fields.find((f: { label: string }) => f.label === 'Approval status').required).toBe(true);

    const template = await app.ctx.repos.templates.findById('sample-consulting-proposal');
    expect(template?.downloads).toBe(1);
    expect((await app.ctx.repos.templates.findAcquisition('sample-consulting-proposal', free.id))?.usedAt).toBeTruthy();
  });

  it('uses the portal’s name when no client name is given, and keeps sections sent with the request', async () => {
    const named = (await create(pro, { name: 'Globex', templateId: 'sample-general-business' })).json();
    expect(named.sections[0].title).toBe('Welcome, Globex');
    const own = [{ id: 'x', type: 'content', title: 'Mine', html: '<p>mine</p>' }];
    const given = (await create(pro, { name: 'Given', templateId: 'sample-general-business', sections: own })).json();
    expect(given.sections).toEqual(own);
    expect((await app.ctx.repos.templates.findById('sample-general-business'))?.downloads).toBe(2);
  });

  it('can be made through POST /api/templates/:id ("Use this template")', async () => {
    const res = await as(pro, app, {
      method: 'POST',
      url: '/api/templates/sample-web-development',
      payload: { clientName: 'Initech' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Initech: Web Development', templateId: 'sample-web-development' });
    expect(res.json().sections[0].title).toBe('Initech website project');
  });

  it('answers the spec’s message for an unknown or unlisted template, and creates nothing', async () => {
    const res = await create(pro, { name: 'Ghost', templateId: 'nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Template nope not found');
    const list = (await as(pro, app, { method: 'GET', url: '/api/portals' })).json();
    expect(list.portals.some((p: { name: string }) => p.name === 'Ghost')).toBe(false);
  });

  it('follows spec §9: free creators use the free samples, community templates need Pro', async () => {
    const community = await listedTemplate(app, seller, operator, { name: 'Community layout' });
    const refused = await create(free, { name: 'Try', templateId: community.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: expect.stringContaining('Upgrade to Pro'),
    });
    const detail = (await as(free, app, { method: 'GET', url: `/api/templates/${community.id}` })).json();
    expect(detail.viewer).toMatchObject({ signedIn: true, canUse: false, needsPurchase: false });
    expect(detail.viewer.useBlockedReason).toContain('Upgrade to Pro');
    expect((await create(pro, { name: 'Fine', templateId: community.id })).statusCode).toBe(201);
  });

  it('needs a purchase through Billing for a paid template; its creator earns the price', async () => {
    const paid = await listedTemplate(app, seller, operator, {
      name: 'Premium layout',
      pricing: { type: 'paid', price: 19.5 },
    });
    const publicDetail = (await app.inject({ method: 'GET', url: `/api/templates/${paid.id}` })).json();
    expect(publicDetail.pricing).toEqual({ type: 'paid', currency: 'USD', price: 19.5 });
    expect(publicDetail.stats.revenue).toBeUndefined();
    expect(publicDetail.viewer).toMatchObject({ signedIn: false, canUse: false, needsPurchase: true });

    const before = await create(pro, { name: 'Unpaid', templateId: paid.id });
    expect(before.statusCode).toBe(402);
    expect(before.json().error.message).toBe('This template costs $19.50. Buy it before making a portal from it.');

    const bought = await as(pro, app, { method: 'POST', url: `/api/templates/${paid.id}/purchase` });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({ status: 'completed', templateId: paid.id });
    const again = await as(pro, app, { method: 'POST', url: `/api/templates/${paid.id}/purchase` });
    expect(again.statusCode).toBe(409);
    expect((await create(pro, { name: 'Paid', templateId: paid.id })).statusCode).toBe(201);

    const mine = (await as(seller, app, { method: 'GET', url: '/api/templates/mine' })).json();
    expect(mine.templates.find((t: { id: string }) => t.id === paid.id).stats).toMatchObject({
      revenue: 19.5,
      downloads: 1,
    });
    const audit = await app.ctx.repos.audit.listByAction('template.purchased');
    expect(audit.some((entry) => entry.actorId === pro.id && entry.targetId === paid.id)).toBe(true);
    // Its creator uses it without buying it; free templates and samples are not for sale.
    expect((await create(seller, { name: 'Own', templateId: paid.id })).statusCode).toBe(201);
    const ownBuy = await as(seller, app, { method: 'POST', url: `/api/templates/${paid.id}/purchase` });
    expect(ownBuy.statusCode).toBe(409);
    const sampleBuy = await as(pro, app, { method: 'POST', url: '/api/templates/sample-legal-documents/purchase' });
    expect(sampleBuy.json().error.message).toBe('This template is free: use it directly.');
    const freeBuy = await as(free, app, { method: 'POST', url: `/api/templates/${paid.id}/purchase` });
    expect(freeBuy.statusCode).toBe(403);
  });

  it('refuses a client name that is too long', async () => {
    const res = await create(pro, { name: 'x', templateId: 'sample-general-business', clientName: 'n'.repeat(121) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Client name must be at most 120 characters');
  });
});
