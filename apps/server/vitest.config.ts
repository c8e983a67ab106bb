import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Every file builds its own apps on its own database, so files need no module isolation; without it each worker
    // loads the server's modules once instead of once per file, which was most of the suite's time.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { NODE_ENV: 'test' },
  },
});
