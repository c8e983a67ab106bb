// Loads a page in headless Chromium as a phone would and totals the JavaScript it downloads, gzipped,
// so a route's weight is measured on what a browser really fetches rather than guessed from the build.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

/** How Chromium runs here: headless as root, and never reaching out to the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * Opens `url` at 390x844 and waits until the network is idle and `readySelector` shows. Answers the
 * JavaScript files fetched with their gzipped sizes (level 9, what a compressing server or proxy sends).
 * `touch`: tap the page once it is idle, for pages whose app starts when the visitor first reaches for them.
 */
export async function measureRouteWeight(browser, url, readySelector, { touch = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: touch,
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await response.body();
      scripts.push({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
      });
    } catch {}
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (touch) await page.touchscreen.tap(2, 400);
  await page.waitForSelector(readySelector);
  await page.waitForLoadState('networkidle');
  await context.close();
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  return { scripts, totalGzipKb: Math.round(totalGzip / 102.4) / 10 };
}
