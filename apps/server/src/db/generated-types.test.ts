import fs from 'node:fs';
import { expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from './generate-types';

const url = process.env.TEST_DATABASE_URL;

it('generated-types.ts matches the migrations (npm run db:types -w apps/server rewrites it)', async (ctx) => {
  if (!url) ctx.skip('the types are generated from PostgreSQL: set TEST_DATABASE_URL to check them');
  const generated = await generateDatabaseTypes(url!);
  const checkedIn = fs.readFileSync(GENERATED_TYPES_FILE, 'utf8');
  expect(checkedIn, 'generated-types.ts is out of date: run npm run db:types -w apps/server').toBe(generated);
}, 60_000);
