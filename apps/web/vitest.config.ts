import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // Vitest leaves one core to itself by default, which on a two-core machine means one worker; the
      // suite spends its time rendering in jsdom, so both cores help.
      maxWorkers: 2,
      // Without isolation a worker loads React, MUI and the app once instead of once per file: about a fifth of the
      // time. Tests clean up after themselves (setup.ts); a module stubbed with vi.mock uses one shared stub.
      isolate: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
    },
  }),
);
