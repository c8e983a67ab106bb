import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, signUp, type TestUser } from '../../../test/factories';
import { marketplace, saveTemplate } from '../../../test/templates';

let app: FastifyInstance;
let operator: TestUser;
let creator: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signUp(app, { email: 'operator@example.com' });
  creator = await createCreator(app, { plan: 'pro', name: 'Grace Creator', email: 'grace@example.com' });
});
afterAll(async () => {
  await app.close();
});

async function standardAdmin(permissions: string[]) {
  const admin = await createAdmin(app);
  await app.ctx.repos.users.update(admin.id, { adminLevel: 'standard' });
  await app.ctx.repos.users.setPermissions(admin.id, permissions);
  return admin;
}

const post = (user: TestUser | null, url: string, payload: Record<string, unknown> = {}) =>
  as(user, app, { method: 'POST', url, payload });

describe('admin template moderation', () => {
  it('refuses non-admins with the spec’s exact message, whatever they send', async () => {
    const template = await saveTemplate(app, creator);
    for (const [method, url] of [
      ['GET', '/api/admin/templates'],
      ['POST', `/api/admin/templates/${template.id}/approve`],
      ['POST', `/api/admin/templates/${template.id}/reject`],
      ['POST', `/api/admin/templates/${template.id}/feature`],
      ['POST', `/api/admin/templates/${template.id}/verify`],
    ] as const) {
      const res = await as(creator, app, { method, url, ...(method === 'POST' ? { payload: { junk: true } } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'ADMIN_REQUIRED',
        message: 'Admin privileges required to access this page.',
      });
    }
    expect((await as(null, app, { method: 'GET', url: '/api/admin/templates' })).statusCode).toBe(401);
  });

  it('names the missing permission for an admin without it', async () => {
    const template = await saveTemplate(app, creator);
    const reader = await standardAdmin(['templates:read']);
    expect((await as(reader, app, { method: 'GET', url: '/api/admin/templates' })).statusCode).toBe(200);
    const approve = await post(reader, `/api/admin/templates/${template.id}/approve`);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().error.message).toBe(
      'Permission required: templates:write. Contact your administrator for access.',
    );
    const nobody = await standardAdmin(['users:read']);
    expect((await as(nobody, app, { method: 'GET', url: '/api/admin/templates' })).json().error.message).toBe(
      'Permission required: templates:read. Contact your administrator for access.',
    );
  });

  it('lists the pending queue; approval puts a template in the marketplace and tells its creator', async () => {
    const template = await saveTemplate(app, creator, { name: 'Queue item' });
    const privateOne = await saveTemplate(app, creator, { name: 'Private item', isPublic: false });
    const queue = (await as(operator, app, { method: 'GET', url: '/api/admin/templates' })).json();
    const ids = queue.templates.map((t: { id: string }) => t.id);
    expect(ids).toContain(template.id);
    expect(ids).not.toContain(privateOne.id);
    expect(queue.counts.pending).toBeGreaterThan(0);
    expect(queue.templates.find((t: { id: string }) => t.id === template.id)).toMatchObject({
      status: 'pending',
      creatorEmail: 'grace@example.com',
      sections: expect.any(Array),
    });

    const writer = await standardAdmin(['templates:write']);
    const approved = await post(writer, `/api/admin/templates/${template.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', rejectionReason: null });
    expect((await marketplace(app, '?q=queue%20item')).templates.map((t) => t.id)).toEqual([template.id]);
    const notifications = (await as(creator, app, { method: 'GET', url: '/api/notifications' })).json();
    expect(JSON.stringify(notifications)).toContain('Template approved');
    const all = (await as(operator, app, { method: 'GET', url: '/api/admin/templates?status=approved' })).json();
    expect(all.templates.map((t: { id: string }) => t.id)).toContain(template.id);
  });

  it('rejects with a reason mailed to the creator, who sees it on their template', async () => {
    const template = await saveTemplate(app, creator, { name: 'Needs work' });
    const empty = await post(operator, `/api/admin/templates/${template.id}/reject`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Give the creator a reason they can act on.');
    const res = await post(operator, `/api/admin/templates/${template.id}/reject`, {
      reason: 'Please add a description of each section.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a description of each section.',
    });
    const mail = await app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'template-rejected')
      .where('to', '=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your template "Needs work" needs changes');
    expect(mail.text).toContain('Please add a description of each section.');
    const mine = (await as(creator, app, { method: 'GET', url: '/api/templates/mine' })).json();
    expect(mine.templates.find((t: { id: string }) => t.id === template.id).rejectionReason).toBe(
      'Please add a description of each section.',
    );
    // Saving it again sends it back to the queue, reason cleared.
    const edited = await as(creator, app, {
      method: 'PATCH',
      url: `/api/templates/${template.id}`,
      payload: { description: 'Each section explained.' },
    });
    expect(edited.json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('features, unfeatures and verifies; samples cannot be rejected', async () => {
    const template = await saveTemplate(app, creator, { name: 'Star' });
    await post(operator, `/api/admin/templates/${template.id}/approve`);
    const featured = await post(operator, `/api/admin/templates/${template.id}/feature`, { featured: true });
    expect(featured.json()).toMatchObject({ featured: true });
    expect((await marketplace(app)).templates.slice(0, 7).map((t) => t.id)).toContain(template.id);
    const verified = await post(operator, `/api/admin/templates/${template.id}/verify`, { verified: true });
    expect(verified.json()).toMatchObject({ verified: true, featured: true });
    const unfeatured = await post(operator, `/api/admin/templates/${template.id}/feature`, { featured: false });
    expect(unfeatured.json()).toMatchObject({ featured: false });
    expect((await post(operator, `/api/admin/templates/${template.id}/feature`, { featured: 'yes' })).statusCode).toBe(
      400,
    );
    const sample = await post(operator, '/api/admin/templates/sample-general-business/reject', { reason: 'No' });
    expect(sample.statusCode).toBe(409);
    const missing = await post(operator, '/api/admin/templates/nope/approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Template nope not found');
    const audit = await app.ctx.repos.audit.listByAction('template.featured');
    expect(audit.some((entry) => entry.targetId === template.id && entry.actorId === operator.id)).toBe(true);
  });
});

describe('public creator profile with templates and stats', () => {
  it('shows the creator’s approved templates and their figures when the profile is public', async () => {
    const maker = await createCreator(app, { plan: 'pro', name: 'Profile Maker' });
    await as(maker, app, {
      method: 'PUT',
      url: '/api/creator-profile',
      payload: { displayName: 'Profile Maker', businessName: 'Maker Studio', publicProfile: true },
    });
    const a = await saveTemplate(app, maker, { name: 'Maker A' });
    const b = await saveTemplate(app, maker, { name: 'Maker B' });
    await saveTemplate(app, maker, { name: 'Maker pending' });
    await post(operator, `/api/admin/templates/${a.id}/approve`);
    await post(operator, `/api/admin/templates/${b.id}/approve`);
    await app.ctx.repos.templates.incrementDownloads(a.id);
    await app.ctx.repos.templates.incrementDownloads(a.id);
    await app.ctx.repos.templates.setReviewStats(a.id, 5, 1);
    await app.ctx.repos.templates.setReviewStats(b.id, 4, 3);

    const res = await app.inject({ method: 'GET', url: `/api/creators/${maker.id}` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      displayName: 'Profile Maker',
      businessName: 'Maker Studio',
      stats: { totalTemplates: 2, totalDownloads: 2, averageRating: 4.3 },
    });
    expect(page.templates.map((t: { name: string }) => t.name)).toEqual(['Maker A', 'Maker B']);
    expect(page.templates[0]).toMatchObject({ creatorProfilePublic: true, creatorName: 'Maker Studio' });
    expect(page.templates[0].stats.revenue).toBeUndefined();
  });
});
