import { randomUUID } from 'node:crypto';
import type { DashboardHome } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
const ids = { alpha: '', beta: '', foreign: '' };

const home = async (who: TestUser) => {
  const res = await as(who, app, { method: 'GET', url: '/api/dashboard/home' });
  expect(res.statusCode).toBe(200);
  return (res.json() as DashboardHome).waitingOnYou.filter((item) => item.kind === 'client_upload');
};

const sent = (portalId: string, name: string, status: string, uploadedAt: string, who: Record<string, string> = {}) =>
  app.ctx.db
    .insertInto('request_upload')
    .values({
      id: randomUUID(),
      portalId,
      sectionId: 'request-1',
      itemId: 'logo',
      name,
      declaredType: 'image/png',
      size: 1234,
      mime: 'image/png',
      status,
      createdAt: uploadedAt,
      uploadedAt: status === 'uploading' ? null : uploadedAt,
      ...who,
    })
    .execute();

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
  stranger = await createCreator(app, { plan: 'pro' });
  ids.alpha = (await createPortal(app, owner, { name: 'Alpha' })).id;
  ids.beta = (await createPortal(app, owner, { name: 'Beta' })).id;
  ids.foreign = (await createPortal(app, stranger, { name: 'Someone else' })).id;
  await sent(ids.alpha, 'logo.png', 'submitted', '2026-03-17T09:00:00.000Z', { uploaderName: 'Mia' });
  await sent(ids.beta, 'brief.pdf', 'submitted', '2026-03-18T09:00:00.000Z', { uploaderEmail: 'lee@example.com' });
  await sent(ids.alpha, 'old-logo.png', 'accepted', '2026-03-16T09:00:00.000Z');
  await sent(ids.alpha, 'bad-logo.png', 'rejected', '2026-03-16T10:00:00.000Z');
  await sent(ids.alpha, 'half.png', 'uploading', '2026-03-18T10:00:00.000Z');
  await sent(ids.foreign, 'leaked.png', 'submitted', '2026-03-18T11:00:00.000Z');
});

afterAll(async () => {
  await app?.close();
});

it("lists files clients sent that wait for review, newest first, opening the portal's Requests tab", async () => {
  const uploads = await home(owner);
  expect(uploads.map((item) => [item.portalName, item.who, item.fileName, item.text])).toEqual([
    ['Beta', 'lee@example.com', 'brief.pdf', 'Sent a file for your review'],
    ['Alpha', 'Mia', 'logo.png', 'Sent a file for your review'],
  ]);
  expect(uploads[1]).toMatchObject({
    portalId: ids.alpha,
    at: '2026-03-17T09:00:00.000Z',
    link: `/dashboard/edit/${ids.alpha}?tab=requests`,
  });
});

it('drops an upload once it is reviewed, and never shows another creator’s', async () => {
  await app.ctx.db.updateTable('request_upload').set({ status: 'accepted' }).where('name', '=', 'brief.pdf').execute();
  expect((await home(owner)).map((item) => item.fileName)).toEqual(['logo.png']);
  expect((await home(stranger)).map((item) => item.fileName)).toEqual(['leaked.png']);
});
