// node bench/route-weight.mjs: the JavaScript a phone downloads to open a client portal (budget 150 KB
// gzipped), against the same figure for the sign-in page. Needs a web build (npm run build -w apps/web).

import { createBenchPortal, signUpCreator } from './lib/fixtures.mjs';
import { launchBrowser, measureRouteWeight } from './lib/route-weight.mjs';
import { startApp } from './lib/servers.mjs';

export async function runRouteWeight(port = 3903) {
  const app = await startApp(port);
  const browser = await launchBrowser();
  try {
    const cookie = await signUpCreator(app.base);
    const uuid = await createBenchPortal(app.base, cookie);
    const portal = await measureRouteWeight(browser, `${app.base}/portal/${uuid}`, 'h1');
    const login = await measureRouteWeight(browser, `${app.base}/login`, 'h1');
    return { portal, login };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { portal, login } = await runRouteWeight();
  for (const [name, result] of Object.entries({ portal, login })) {
    console.log(`${name}: ${result.totalGzipKb} KB gzipped JS`);
    for (const script of result.scripts) console.log(`  ${(script.gzipBytes / 1024).toFixed(1)} KB  ${script.url}`);
  }
}
