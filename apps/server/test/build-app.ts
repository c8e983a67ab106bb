import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  config?: Partial<AppConfig>;
  /** Reuse a data folder (and its database) to simulate a restart. */
  dataDir?: string;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const ownsDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-test-'));
  const testDb = options.config?.database ? null : await createTestDatabase(dataDir);
  const config = loadConfig(
    { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', ...options.env },
    {
      dataDir,
      authRateLimit: false,
      logLevel: 'silent',
      webDistDir: path.join(dataDir, 'no-web-build'),
      ...(testDb ? { database: testDb.database } : {}),
      ...options.config,
    },
  );
  const app = await buildApp(config);
  app.addHook('onClose', async () => {
    if (!ownsDir) return;
    await testDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
