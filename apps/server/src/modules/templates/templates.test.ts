import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { approveTemplate, LAYOUT, listedTemplate, marketplace, saveTemplate } from '../../../test/templates';

let app: FastifyInstance;
let operator: TestUser;
let pro: TestUser;
let other: TestUser;
let free: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signUp(app, { email: 'operator@example.com' });
  pro = await createCreator(app, { plan: 'pro', name: 'Ada Lovelace' });
  other = await createCreator(app, { plan: 'agency', name: 'Other Creator' });
  free = await createCreator(app, { plan: 'free' });
});
afterAll(async () => {
  await app.close();
});

const patch = (user: TestUser | null, id: string, payload: Record<string, unknown>) =>
  as(user, app, { method: 'PATCH', url: `/api/templates/${id}`, payload });
const remove = (user: TestUser | null, id: string) => as(user, app, { method: 'DELETE', url: `/api/templates/${id}` });

describe('saving a portal layout as a template', () => {
  it('starts pending, keeps the layout without files, drops undefined values and is not yet in the marketplace', async () => {
    const portal = await createPortal(app, pro, { sections: LAYOUT });
    const res = await as(pro, app, {
      method: 'POST',
      url: '/api/templates',
      payload: {
        portalId: portal.id,
        name: 'Brand review',
        description: 'A layout for brand reviews with a rating form.',
        category: 'creative',
        tags: ['Brand', 'brand', 'review'],
        complexity: 'intermediate',
        estimatedSetupTime: 20,
        supportLevel: 'email',
        preview: { accentColor: '#123456' },
      },
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'Brand review',
      status: 'pending',
      isPublic: true,
      featured: false,
      verified: false,
      isSampleTemplate: false,
      creatorId: pro.id,
      creatorName: 'Ada Lovelace',
      tags: ['brand', 'review'],
      excerpt: 'A layout for brand reviews with a rating form.',
      pricing: { type: 'free', currency: 'USD', price: 0 },
      preview: { imageUrl: null, accentColor: '#123456' },
      stats: { downloads: 0, rating: 0, reviewCount: 0, revenue: 0 },
      layout: LAYOUT.map(({ id, type, title }) => ({ id, type, title })),
    });
    const stored = await app.ctx.repos.templates.findById(saved.id);
    expect(stored?.sourcePortalId).toBe(portal.id);
    expect(JSON.stringify(stored?.sections)).not.toContain('undefined');
    expect(stored?.preview).toEqual({ accentColor: '#123456' });
    expect((await marketplace(app)).templates.map((t) => t.id)).not.toContain(saved.id);
    // Its creator still sees it, in the detail and among their own.
    expect((await as(pro, app, { method: 'GET', url: `/api/templates/${saved.id}` })).statusCode).toBe(200);
    const mine = await as(pro, app, { method: 'GET', url: '/api/templates/mine' });
    expect(mine.json().templates.map((t: { id: string }) => t.id)).toContain(saved.id);
    // Others do not.
    expect((await as(other, app, { method: 'GET', url: `/api/templates/${saved.id}` })).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/templates/${saved.id}` });
    expect(anonymous.json().error.message).toBe(`Template ${saved.id} not found`);
  });

  it('strips the portal’s own files from the layout', async () => {
    const template = await saveTemplate(app, pro);
    const detail = (await as(pro, app, { method: 'GET', url: `/api/templates/${template.id}` })).json();
    const gallery = detail.sections.find((section: { type: string }) => section.type === 'gallery');
    expect(gallery.fileIds).toEqual([]);
    expect(detail.sections.find((section: { type: string }) => section.type === 'files').fileIds).toBeUndefined();
  });

  it('is a Pro feature; a free creator is told to upgrade', async () => {
    const portal = await createPortal(app, free, { sections: LAYOUT });
    const res = await as(free, app, {
      method: 'POST',
      url: '/api/templates',
      payload: { portalId: portal.id, name: 'Mine', category: 'general' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'PLAN_REQUIRED' });
  });

  it.each([
    [{ name: 'No layout', category: 'general' }, 'Choose the portal whose layout becomes the template.'],
    [{ name: '', category: 'general', sections: LAYOUT }, 'Name is required'],
    [
      { name: 'x', category: 'cooking', sections: LAYOUT },
      'Category must be creative, consulting, development, marketing, legal or general',
    ],
    [
      { name: 'x', category: 'general', sections: LAYOUT, pricing: { type: 'paid' } },
      'Set a price of at least $1 for a paid template.',
    ],
    [
      { name: 'x', category: 'general', sections: LAYOUT, estimatedSetupTime: 0 },
      'Setup time must be at least 1 minute',
    ],
    [
      { name: 'x', category: 'general', sections: [] },
      'This layout has no sections yet. Add a section to the portal before saving it as a template.',
    ],
    [
      { name: 'x', category: 'general', sections: LAYOUT, preview: { imageUrl: 'javascript:alert(1)' } },
      'Use a preview image address starting with https://',
    ],
  ])('refuses bad input with a message (%#)', async (payload, message) => {
    const res = await as(pro, app, { method: 'POST', url: '/api/templates', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses junk bodies and another creator’s portal', async () => {
    const junk = await as(pro, app, { method: 'POST', url: '/api/templates', payload: ['junk'] });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.message).toBe('Send a JSON object as the request body.');
    expect(
      (await as(pro, app, { method: 'POST', url: '/api/templates', payload: { name: 1, category: [] } })).statusCode,
    ).toBe(400);
    const theirs = await createPortal(app, other, { sections: LAYOUT });
    const res = await as(pro, app, {
      method: 'POST',
      url: '/api/templates',
      payload: { portalId: theirs.id, name: 'Stolen', category: 'general' },
    });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/templates', payload: {} })).statusCode).toBe(401);
  });
});

describe('editing and deleting templates', () => {
  it('sends an edited public template back to pending and out of the marketplace', async () => {
    const template = await listedTemplate(app, pro, operator, { name: 'Approved one' });
    expect((await marketplace(app)).templates.map((t) => t.id)).toContain(template.id);
    const res = await patch(pro, template.id, { description: 'Sharper words', excerpt: undefined });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', description: 'Sharper words', name: 'Approved one' });
    expect((await marketplace(app)).templates.map((t) => t.id)).not.toContain(template.id);
  });

  it('keeps a private template’s status, and a private one made public waits for review', async () => {
    const template = await saveTemplate(app, pro, { isPublic: false });
    await approveTemplate(app, operator, template.id);
    const renamed = await patch(pro, template.id, { name: 'Private, renamed' });
    expect(renamed.json()).toMatchObject({ status: 'approved', isPublic: false });
    const shared = await patch(pro, template.id, { isPublic: true });
    expect(shared.json()).toMatchObject({ status: 'pending', isPublic: true });
  });

  it('lets only the creator change or delete it', async () => {
    const template = await listedTemplate(app, pro, operator);
    const edit = await patch(other, template.id, { name: 'Mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe('You can only change your own templates.');
    expect((await remove(other, template.id)).statusCode).toBe(403);
    expect((await remove(null, template.id)).statusCode).toBe(401);
    // A template others cannot see is not theirs to learn about.
    const hidden = await saveTemplate(app, pro);
    expect((await patch(other, hidden.id, { name: 'x' })).statusCode).toBe(404);
    expect((await remove(other, hidden.id)).statusCode).toBe(404);
    expect((await app.ctx.repos.templates.findById(template.id))?.name).toBe('Studio layout');
  });

  it('deletes with the spec’s messages for samples and missing templates', async () => {
    const template = await saveTemplate(app, pro);
    expect((await remove(pro, template.id)).statusCode).toBe(204);
    expect(await app.ctx.repos.templates.findById(template.id)).toBeUndefined();

    const sample = await remove(pro, 'sample-creative-portfolio');
    expect(sample.statusCode).toBe(403);
    expect(sample.json().error.message).toBe('Cannot delete official sample templates');
    const byAdmin = await remove(operator, 'sample-creative-portfolio');
    expect(byAdmin.json().error.message).toBe('Cannot delete official sample templates');

    const missing = await remove(pro, 'no-such-template');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Template no-such-template not found');
    expect((await patch(pro, 'no-such-template', { name: 'x' })).json().error.message).toBe(
      'Template no-such-template not found',
    );
  });

  it('refuses bad edits with 400', async () => {
    const template = await saveTemplate(app, pro);
    expect((await patch(pro, template.id, { complexity: 'extreme' })).statusCode).toBe(400);
    expect((await patch(pro, template.id, { tags: 'one' })).statusCode).toBe(400);
    expect((await patch(pro, template.id, { pricing: { type: 'paid', price: 4.999 } })).json().error.message).toBe(
      'Use at most two decimals in the price',
    );
  });
});

describe('the marketplace', () => {
  it('lists only approved public templates, most downloaded first whether featured or not', async () => {
    const pending = await saveTemplate(app, pro, { name: 'Still pending' });
    const privateOne = await saveTemplate(app, pro, { name: 'Private', isPublic: false });
    await approveTemplate(app, operator, privateOne.id);
    const popular = await listedTemplate(app, pro, operator, { name: 'Popular community layout' });
    for (let i = 0; i < 3; i++) await app.ctx.repos.templates.incrementDownloads(popular.id);

    const { templates } = await marketplace(app);
    const ids = templates.map((t) => t.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(privateOne.id);
    expect(ids).toContain(popular.id);
    const downloads = templates.map((t) => t.stats.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    expect(templates[0]?.id).toBe(popular.id);
    // A template an admin featured keeps its mark, not the top of "Most popular".
    await app.ctx.repos.templates.update('sample-legal-documents', { featured: true });
    const again = (await marketplace(app)).templates;
    expect(again[0]?.id).toBe(popular.id);
    expect(again.filter((t) => t.featured).map((t) => t.id)).toEqual(['sample-legal-documents']);
  });

  it('pages 20 at a time by default', async () => {
    const creator = await createCreator(app, { plan: 'pro' });
    const now = new Date().toISOString();
    for (let i = 0; i < 18; i++) {
      await app.ctx.repos.templates.insert({
        id: `bulk-${i}`,
        name: `Bulk ${i}`,
        description: '',
        excerpt: '',
        category: 'general',
        sections: LAYOUT,
        tags: [],
        complexity: 'beginner',
        estimatedSetupTime: 10,
        supportLevel: 'community',
        preview: {},
        pricingType: 'free',
        currency: 'USD',
        priceCents: 0,
        creatorId: creator.id,
        creatorName: 'Bulk',
        sourcePortalId: null,
        isPublic: true,
        status: 'approved',
        featured: false,
        verified: false,
        isSampleTemplate: false,
        createdAt: now,
        updatedAt: now,
      });
    }
    const first = await marketplace(app);
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.templates).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    const second = await marketplace(app, '?page=2');
    expect(second.templates).toHaveLength(first.total - 20);
    expect(second.templates.some((t) => first.templates.some((f) => f.id === t.id))).toBe(false);
    expect((await marketplace(app, '?pageSize=5')).templates).toHaveLength(5);
  });

  it('filters by search, category, complexity, setup time and price', async () => {
    const names = async (query: string) => (await marketplace(app, query)).templates.map((t) => t.name);
    expect(await names('?category=legal')).toEqual(['Legal Documents']);
    expect(await names('?q=proposal')).toContain('Consulting Proposal');
    expect(await names('?q=PROPOSAL%20consult')).toEqual(['Consulting Proposal']);
    expect(await names('?q=compliance')).toEqual(['Legal Documents']);
    expect(await names('?complexity=advanced')).toEqual(['Web Development']);
    const quick = await marketplace(app, '?maxSetup=15&category=creative');
    expect(quick.templates.map((t) => t.name)).toContain('Creative Portfolio');
    expect(await names('?maxSetup=10&category=consulting')).toEqual([]);
    expect(await names('?price=paid')).toEqual([]);
    expect(await names('?q=%25')).toEqual([]);
  });

  it('refuses bad queries with a message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/templates?category=food' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'category must be creative, consulting, development, marketing, legal or general',
    );
    expect((await app.inject({ method: 'GET', url: '/api/templates?page=0' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/templates?sort=random' })).statusCode).toBe(400);
  });

  it('hides the templates of a suspended creator', async () => {
    const creator = await createCreator(app, { plan: 'pro' });
    const template = await listedTemplate(app, creator, operator, { name: 'Soon hidden' });
    expect((await marketplace(app, '?q=soon%20hidden')).total).toBe(1);
    await app.ctx.repos.users.update(creator.id, { status: 'suspended' });
    expect((await marketplace(app, '?q=soon%20hidden')).total).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/templates/${template.id}` })).statusCode).toBe(404);
  });
});
