import { CLIENT_NAME_TOKEN, formSections, type Section } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { marketplace } from '../../../test/templates';
import { SAMPLE_TEMPLATES, SAMPLE_TEMPLATES_VERSION } from './sample-templates';
import { migrateSampleTemplates } from './sample-templates.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const SAMPLE_IDS = SAMPLE_TEMPLATES.map((sample) => sample.id);

describe('sample templates (spec §9) and their migration record', () => {
  it('are seeded at start-up: six, approved, verified, free, not featured, with a recorded migration', async () => {
    const record = await app.ctx.repos.templates.findMigration('sample-templates');
    expect(record).toMatchObject({
      migrated: true,
      migratedCount: 6,
      totalSampleTemplates: 6,
      force: false,
      version: SAMPLE_TEMPLATES_VERSION,
    });
    expect(record?.migratedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const listed = await marketplace(app);
    expect(listed.total).toBe(6);
    for (const id of SAMPLE_IDS) {
      const template = await app.ctx.repos.templates.findById(id);
      expect(template).toMatchObject({
        status: 'approved',
        // Featured is an admin's pick, and nobody promises priority support for a sample.
        featured: false,
        supportLevel: 'community',
        verified: true,
        isPublic: true,
        isSampleTemplate: true,
        pricingType: 'free',
        creatorId: null,
      });
    }
    expect(new Set(SAMPLE_TEMPLATES.map((sample) => sample.category))).toEqual(
      new Set(['creative', 'consulting', 'development', 'marketing', 'legal', 'general']),
    );
  });

  it('are complete layouts with the client-name token and the required fields the spec names', async () => {
    const required = new Set<string>();
    for (const id of SAMPLE_IDS) {
      const detail = (await app.inject({ method: 'GET', url: `/api/templates/${id}` })).json();
      const sections = detail.sections as Section[];
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections.some((section) => section.title.includes(CLIENT_NAME_TOKEN))).toBe(true);
      const forms = formSections(sections);
      expect(forms.length).toBeGreaterThan(0);
      expect(detail.customSections).toEqual(forms);
      for (const field of forms.flatMap((form) => form.fields)) if (field.required) required.add(field.label);
    }
    expect([...required]).toEqual(expect.arrayContaining(['Overall rating', 'Approval status']));
    expect([...required].filter((label) => /tested/i.test(label)).length).toBeGreaterThanOrEqual(2);
  });

  it('runs once: a second start or call leaves the samples and the record as they are', async () => {
    const before = await app.ctx.repos.templates.findMigration('sample-templates');
    await app.ctx.repos.templates.update('sample-legal-documents', { name: 'Renamed by an admin' });
    const again = await migrateSampleTemplates(app.ctx);
    expect(again).toEqual(before);
    expect((await app.ctx.repos.templates.findById('sample-legal-documents'))?.name).toBe('Renamed by an admin');
  });

  it('runs again when the version rises, keeping downloads and reviews', async () => {
    await app.ctx.repos.templates.incrementDownloads('sample-legal-documents');
    await app.ctx.repos.templates.setReviewStats('sample-legal-documents', 4.5, 2);
    const bumped = await migrateSampleTemplates(app.ctx, { version: SAMPLE_TEMPLATES_VERSION + 1 });
    expect(bumped).toMatchObject({ migrated: true, migratedCount: 6, version: SAMPLE_TEMPLATES_VERSION + 1 });
    const restored = await app.ctx.repos.templates.findById('sample-legal-documents');
    expect(restored).toMatchObject({ name: 'Legal Documents', downloads: 1, rating: 4.5, reviewCount: 2 });
    // The older version shipped with the code is now behind the record: nothing to do.
    await app.ctx.repos.templates.update('sample-legal-documents', { featured: true });
    expect(await migrateSampleTemplates(app.ctx)).toEqual(bumped);
    expect((await app.ctx.repos.templates.findById('sample-legal-documents'))?.featured).toBe(true);
  });

  it('runs again with force, keeping what an admin featured, and records that it was forced', async () => {
    await app.ctx.repos.templates.update('sample-legal-documents', { featured: true });
    const forced = await migrateSampleTemplates(app.ctx, { force: true });
    expect(forced).toMatchObject({ migrated: true, force: true, migratedCount: 6 });
    expect((await app.ctx.repos.templates.findById('sample-legal-documents'))?.featured).toBe(true);
    expect((await app.ctx.repos.templates.findById('sample-creative-portfolio'))?.featured).toBe(false);
    expect(await app.ctx.repos.templates.findMigration('sample-templates')).toEqual(forced);
  });

  it('unfeatures the samples once on an instance seeded when every sample was featured', async () => {
    await app.ctx.repos.templates.saveMigration('sample-templates', {
      migrated: true,
      migratedAt: new Date().toISOString(),
      migratedCount: 6,
      totalSampleTemplates: 6,
      force: false,
      version: 1,
    });
    for (const id of SAMPLE_IDS) await app.ctx.repos.templates.update(id, { featured: true, supportLevel: 'priority' });
    await migrateSampleTemplates(app.ctx);
    for (const id of SAMPLE_IDS) {
      expect(await app.ctx.repos.templates.findById(id)).toMatchObject({ featured: false, supportLevel: 'community' });
    }
  });
});
