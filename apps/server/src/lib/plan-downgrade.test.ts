import { DEFAULT_BRAND_COLORS, planMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { browser, latestCode, publicUrl } from '../../test/client-portal';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../test/factories';
import { saveTemplate } from '../../test/templates';

// A Pro creator moved back to Free: nothing that was protected opens, nothing new is protected.

let app: FastifyInstance;
let creator: TestUser;
let pinPortal: { id: string; uuid: string };
let emailPortal: { id: string; uuid: string };
let templateId: string;

beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
  creator = await createCreator(app, { plan: 'pro', name: 'Robin Studio' });
  pinPortal = await createPortal(app, creator, { name: 'Proofs', accessType: 'pin', pin: '4826' });
  emailPortal = await createPortal(app, creator, {
    name: 'Contracts',
    accessType: 'email',
    allowedEmails: ['client@example.com'],
  });
  templateId = (await saveTemplate(app, creator)).id;
  const colours = await as(creator, app, {
    method: 'PATCH',
    url: '/api/settings/branding',
    payload: { primaryColor: '#112233', secondaryColor: '#445566' },
  });
  expect(colours.statusCode).toBe(200);
  await app.ctx.repos.users.update(creator.id, { plan: 'free' });
});
afterAll(async () => {
  await app.close();
});

const patch = (portalId: string, payload: Record<string, unknown>) =>
  as(creator, app, { method: 'PATCH', url: `/api/portals/${portalId}`, payload });

describe('after a downgrade to Free', () => {
  it('keeps a PIN portal locked, and its PIN still opens it', async () => {
    const client = browser(app, '203.0.113.41');
    expect((await client.get(publicUrl(pinPortal.uuid))).statusCode).toBe(401);
    expect((await client.post(publicUrl(pinPortal.uuid, '/unlock'), { pin: '4826' })).statusCode).toBe(200);
    expect((await client.get(publicUrl(pinPortal.uuid))).statusCode).toBe(200);
  });

  it('keeps an email-code portal locked; codes and invitations still work', async () => {
    const client = browser(app, '203.0.113.42');
    expect((await client.get(publicUrl(emailPortal.uuid))).statusCode).toBe(401);
    await client.post(publicUrl(emailPortal.uuid, '/email-code'), { email: 'client@example.com' });
    const code = await latestCode(app, 'client@example.com');
    const opened = await client.post(publicUrl(emailPortal.uuid, '/verify-email'), {
      email: 'client@example.com',
      code,
    });
    expect(opened.statusCode).toBe(200);
    const invited = await as(creator, app, {
      method: 'POST',
      url: `/api/portals/${emailPortal.id}/recipients`,
      payload: { email: 'second@example.com' },
    });
    expect(invited.statusCode).toBe(201);
  });

  it('accepts changes that keep the access type, a new PIN included', async () => {
    expect((await patch(pinPortal.id, { name: 'Proofs v2', accessType: 'pin' })).statusCode).toBe(200);
    expect((await patch(pinPortal.id, { pin: '9051' })).statusCode).toBe(200);
    expect((await patch(emailPortal.id, { description: 'Signed copies' })).statusCode).toBe(200);
  });

  it('refuses the other protected mode and any new protected portal, naming the plan', async () => {
    const toEmail = await patch(pinPortal.id, { accessType: 'email' });
    expect(toEmail.statusCode).toBe(403);
    expect(toEmail.json().error).toEqual({ code: 'PLAN_REQUIRED', message: planMessages.otherProtectedMode });
    expect((await patch(emailPortal.id, { accessType: 'pin', pin: '1111' })).json().error.code).toBe('PLAN_REQUIRED');
    const fresh = await as(creator, app, {
      method: 'POST',
      url: '/api/portals',
      payload: { name: 'New', accessType: 'pin', pin: '2222', templateId },
    });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().error).toEqual({ code: 'PLAN_REQUIRED', message: planMessages.protectedAccess });
    const unchanged = await as(creator, app, { method: 'GET', url: `/api/portals/${pinPortal.id}` });
    expect(unchanged.json().accessType).toBe('pin');
  });

  it('lets a protected portal become a link portal', async () => {
    const opened = await patch(emailPortal.id, { accessType: 'link' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().accessType).toBe('link');
    const back = await patch(emailPortal.id, { accessType: 'email' });
    expect(back.json().error.code).toBe('PLAN_REQUIRED');
  });

  it('shows clients the default branding, and keeps the saved one for an upgrade', async () => {
    const link = await createPortal(app, creator, { name: 'Open' });
    const seen = await browser(app).get(publicUrl(link.uuid));
    expect(seen.json().portal.branding).toMatchObject({ logoUrl: null, ...DEFAULT_BRAND_COLORS });
    const saved = await as(creator, app, { method: 'GET', url: '/api/settings/branding' });
    expect(saved.json().primaryColor).toBe('#112233');
    await app.ctx.repos.users.update(creator.id, { plan: 'pro' });
    const again = await browser(app).get(publicUrl(link.uuid));
    expect(again.json().portal.branding).toMatchObject({ primaryColor: '#112233', secondaryColor: '#445566' });
    await app.ctx.repos.users.update(creator.id, { plan: 'free' });
  });

  it('keeps the own templates but makes portals from them with Pro only', async () => {
    const fromOwn = await as(creator, app, {
      method: 'POST',
      url: '/api/portals',
      payload: { name: 'From mine', templateId, status: 'draft' },
    });
    expect(fromOwn.statusCode).toBe(403);
    expect(fromOwn.json().error).toEqual({ code: 'PLAN_REQUIRED', message: planMessages.ownTemplates });
    const mine = await as(creator, app, { method: 'GET', url: '/api/templates/mine' });
    expect(mine.statusCode).toBe(200);
  });

  it('answers analytics of the last 7 days, and refuses longer periods and the export', async () => {
    const week = await as(creator, app, { method: 'GET', url: '/api/analytics' });
    expect(week.json()).toMatchObject({ period: '7d', advanced: false });
    const month = await as(creator, app, { method: 'GET', url: '/api/analytics?period=30d' });
    expect(month.json().error).toEqual({ code: 'PLAN_REQUIRED', message: planMessages.advancedAnalytics });
    const csv = await as(creator, app, { method: 'GET', url: '/api/analytics/export.csv' });
    expect(csv.statusCode).toBe(403);
  });
});
