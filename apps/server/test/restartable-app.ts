import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestAppOptions } from './build-app';
import { createTestDatabase } from './test-database';

/** Apps that share one data folder and database, to test what survives a restart. */
export async function restartableTestApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-restart-'));
  const testDb = await createTestDatabase(dataDir);
  return {
    dataDir,
    build(options: Omit<TestAppOptions, 'dataDir'> = {}): Promise<FastifyInstance> {
      return buildTestApp({ ...options, dataDir, config: { database: testDb.database, ...options.config } });
    },
    async cleanup() {
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
