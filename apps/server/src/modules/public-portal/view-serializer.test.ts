import { publicPortalResponseSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { createFile, creatorWithPortal } from '../../../test/factories';
import { serializePortalView } from './view-serializer';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('serializePortalView', () => {
  it('answers what the response schema gives, and strips what the schema does not name', async () => {
    const { owner, portal } = await creatorWithPortal(app);
    await createFile(app, owner, portal.id, Buffer.from('the brief'), 'brief.txt');
    const res = await browser(app).get(publicUrl(portal.uuid));
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.portal.files).toHaveLength(1);
    // The route's answer is the schema's own encoding of it.
    expect(res.body).toBe(JSON.stringify(z.encode(publicPortalResponseSchema, view)));

    const withExtras = {
      portal: { ...view.portal, pinHash: 'secret', files: [{ ...view.portal.files[0], storageKey: 'k' }] },
      visitor: { ...view.visitor, cookieId: 'c' },
      preview: { expiresAt: '2026-12-01T00:00:00.000Z', editorUrl: 'https://example.com/edit', token: 't' },
    };
    const body = serializePortalView(withExtras);
    expect(body).toBe(JSON.stringify(z.encode(publicPortalResponseSchema, withExtras)));
    expect(body).not.toMatch(/pinHash|storageKey|cookieId|"token"/);
    expect(JSON.parse(body).preview).toEqual({
      expiresAt: '2026-12-01T00:00:00.000Z',
      editorUrl: 'https://example.com/edit',
    });
  });

  it('encodes a portal object once and each visitor every time', async () => {
    const { portal } = await creatorWithPortal(app);
    const view = (await browser(app).get(publicUrl(portal.uuid))).json();
    const first = serializePortalView({ ...view, visitor: { name: 'Dana', email: null, verified: false } });
    // The same portal object (as the portal cache hands out for a second) is not encoded again.
    view.portal.name = 'Renamed';
    const second = serializePortalView({ ...view, visitor: { name: 'Jo', email: 'jo@example.com', verified: true } });
    expect(JSON.parse(second).portal).toEqual(JSON.parse(first).portal);
    expect(JSON.parse(second).visitor).toEqual({ name: 'Jo', email: 'jo@example.com', verified: true });
    expect(JSON.parse(serializePortalView({ ...view, portal: { ...view.portal } })).portal.name).toBe('Renamed');
  });
});
