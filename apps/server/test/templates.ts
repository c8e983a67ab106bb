import type { FastifyInstance } from 'fastify';
import { as, createPortal, type TestUser } from './factories';

/** A small layout with every kind of section a template carries. */
export const LAYOUT = [
  { id: 'hero', type: 'hero', title: 'Hello {{clientName}}', subtitle: 'Made for {{clientName}}' },
  { id: 'intro', type: 'content', title: 'About', html: '<p>Work for {{clientName}}</p>' },
  { id: 'gallery', type: 'gallery', title: 'Concepts', fileIds: [] },
  { id: 'files', type: 'files', title: 'Deliverables' },
  {
    id: 'feedback',
    type: 'form',
    title: 'Feedback',
    fields: [{ id: 'rating', type: 'rating', label: 'Overall rating', required: true, options: { max: 5 } }],
  },
];

/** Saves a template through the API from a portal of `creator` with LAYOUT; answers the saved template. */
export async function saveTemplate(
  app: FastifyInstance,
  creator: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; status: string; [key: string]: unknown }> {
  // Drafts: they do not count against the plan's active portals, however many templates a test saves.
  const portal = await createPortal(app, creator, { sections: LAYOUT, status: 'draft' });
  const res = await as(creator, app, {
    method: 'POST',
    url: '/api/templates',
    payload: { portalId: portal.id, name: 'Studio layout', category: 'creative', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`saveTemplate failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function approveTemplate(app: FastifyInstance, admin: TestUser, id: string) {
  const res = await as(admin, app, { method: 'POST', url: `/api/admin/templates/${id}/approve` });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A community template that is in the marketplace. */
export async function listedTemplate(
  app: FastifyInstance,
  creator: TestUser,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const saved = await saveTemplate(app, creator, overrides);
  await approveTemplate(app, admin, saved.id);
  return saved;
}

export async function marketplace(app: FastifyInstance, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/templates${query}` });
  if (res.statusCode !== 200) throw new Error(`marketplace failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    templates: Array<{ id: string; name: string; featured: boolean; stats: { downloads: number } }>;
    total: number;
    page: number;
    pageSize: number;
  };
}
