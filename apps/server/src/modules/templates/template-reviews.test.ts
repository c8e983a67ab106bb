import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { listedTemplate } from '../../../test/templates';

let app: FastifyInstance;
let operator: TestUser;
let creator: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signUp(app, { email: 'operator@example.com' });
  creator = await createCreator(app, { plan: 'pro', name: 'Template Maker' });
});
afterAll(async () => {
  await app.close();
});

const review = (user: TestUser | null, id: string, payload: unknown) =>
  as(user, app, { method: 'POST', url: `/api/templates/${id}/reviews`, payload: payload as Record<string, unknown> });

/** A creator who made a portal from the template, so they may review it. */
async function userWhoUsed(templateId: string) {
  const user = await createCreator(app, { plan: 'pro' });
  const res = await as(user, app, {
    method: 'POST',
    url: '/api/portals',
    payload: { name: 'Used', templateId, status: 'draft' },
  });
  expect(res.statusCode).toBe(201);
  return user;
}

describe('template reviews', () => {
  it('averages ratings rounded to one decimal and keeps the count', async () => {
    const template = await listedTemplate(app, creator, operator);
    const ratings = [5, 4, 4];
    for (const rating of ratings) {
      const res = await review(await userWhoUsed(template.id), template.id, { rating, review: `Rated ${rating}` });
      expect(res.statusCode).toBe(201);
    }
    // 13 / 3 = 4.333…
    const detail = (await app.inject({ method: 'GET', url: `/api/templates/${template.id}` })).json();
    expect(detail.stats).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const last = await review(await userWhoUsed(template.id), template.id, { rating: 2 });
    // 15 / 4 = 3.75
    expect(last.json().stats).toMatchObject({ rating: 3.8, reviewCount: 4 });
    expect(last.json().review).toMatchObject({ rating: 2, review: '', templateId: template.id });

    const list = (await app.inject({ method: 'GET', url: `/api/templates/${template.id}/reviews` })).json();
    expect(list).toMatchObject({ total: 4, page: 1 });
    expect(list.reviews[0].rating).toBe(2);
  });

  it('allows one review per person, which they can edit', async () => {
    const template = await listedTemplate(app, creator, operator);
    const user = await userWhoUsed(template.id);
    expect((await review(user, template.id, { rating: 3, review: 'Fine' })).statusCode).toBe(201);
    const second = await review(user, template.id, { rating: 5 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You have already reviewed this template. Edit your review instead.');
    const edited = await as(user, app, {
      method: 'PATCH',
      url: `/api/templates/${template.id}/reviews/mine`,
      payload: { rating: 5, review: 'Better than I thought' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      review: { rating: 5, review: 'Better than I thought' },
      stats: { rating: 5, reviewCount: 1 },
    });
    const detail = (await as(user, app, { method: 'GET', url: `/api/templates/${template.id}` })).json();
    expect(detail.viewer).toMatchObject({ canReview: true, myReview: { rating: 5 } });
  });

  it('is for people who used the template, never its creator', async () => {
    const template = await listedTemplate(app, creator, operator);
    const stranger = await createCreator(app, { plan: 'pro' });
    const refused = await review(stranger, template.id, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Make a portal from this template before reviewing it.');
    const own = await review(creator, template.id, { rating: 5 });
    expect(own.json().error.message).toBe('You cannot review your own template.');
    expect((await review(null, template.id, { rating: 5 })).statusCode).toBe(401);
    const editNone = await as(stranger, app, {
      method: 'PATCH',
      url: `/api/templates/${template.id}/reviews/mine`,
      payload: { rating: 4 },
    });
    expect(editNone.statusCode).toBe(403);
  });

  it.each([
    [{ rating: 0 }],
    [{ rating: 6 }],
    [{ rating: 4.5 }],
    [{ rating: '5' }],
    [{}],
    [{ rating: 5, review: 'x'.repeat(2001) }],
  ])('refuses a bad review with 400 (%#)', async (payload) => {
    const template = await listedTemplate(app, creator, operator);
    const res = await review(await userWhoUsed(template.id), template.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/rating from 1 to 5|at most 2000/);
  });

  it('answers the spec’s message for a missing template', async () => {
    const res = await review(creator, 'missing', { rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Template missing not found');
  });
});
