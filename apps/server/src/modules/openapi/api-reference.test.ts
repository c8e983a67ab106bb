import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type OpenApiDocument, renderApiReference } from './api-reference';

const referenceFile = path.resolve(import.meta.dirname, '../../../../../docs/api/reference.md');

it('docs/api/reference.md is the OpenAPI document the server serves (npm run docs:api -w apps/server)', async () => {
  const app = await buildTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const rendered = renderApiReference(res.json<OpenApiDocument>());
    expect(rendered).toContain('### `POST /api/portals`');
    if (process.env.UPDATE_API_REFERENCE === '1') fs.writeFileSync(referenceFile, rendered);
    const committed = fs.existsSync(referenceFile) ? fs.readFileSync(referenceFile, 'utf8') : '';
    expect(committed === rendered, 'docs/api/reference.md is out of date: run npm run docs:api -w apps/server').toBe(
      true,
    );
  } finally {
    await app.close();
  }
});
