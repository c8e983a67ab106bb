import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Payments go to a local stand-in for Stripe (apps/server/test/stripe-stand-in.ts): Stripe itself is out of reach.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 90);
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_clientdock_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_clientdock_e2e',
  STRIPE_PRICE_PRO: 'price_e2e_pro',
  STRIPE_PRICE_AGENCY: 'price_e2e_agency',
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-e2e-'));
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 2 : 0,
  workers: 2,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The creator's journeys run on the desktop; the client's journeys open their own phone-sized contexts. What a
    // phone visitor meets on their own (the public pages, sign-up, sign-in, the navigation) runs on a phone too.
    {
      name: 'phone',
      testMatch: ['public-site.spec.ts', 'auth.spec.ts', 'routing.spec.ts'],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx test/stripe-stand-in-main.ts',
      cwd: path.resolve(import.meta.dirname, '../apps/server'),
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...stripe,
        STRIPE_STAND_IN_PORT: String(stripePort),
        STRIPE_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${port}/api/billing/webhook`,
      },
    },
    {
      // The server as production runs it: the bundle, built first when the sources changed since.
      command: 'node ../../scripts/build-server.mjs --if-stale && node dist/main.js',
      cwd: path.resolve(import.meta.dirname, '../apps/server'),
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        NODE_ENV: 'development',
        AUTH_RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        ...stripe,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
        // The webhook journey's receiver listens on 127.0.0.1, which webhooks may not reach otherwise.
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
    },
  ],
});
