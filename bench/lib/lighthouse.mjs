// Lighthouse's mobile audit (its default: a mid-range phone, slow 4G and a 4x slower CPU, simulated) of one page,
// run against this machine's Chromium. Scores are 0-100; timings in milliseconds.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './route-weight.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code}`);
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([name, category]) => [name, Math.round((category.score ?? 0) * 100)]),
    );
    const metrics = Object.fromEntries(METRICS.map((id) => [id, Math.round(lhr.audits[id]?.numericValue ?? 0)]));
    metrics['cumulative-layout-shift'] = Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
    return { scores, metrics, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
  } finally {
    await chrome.kill();
  }
}

/** One retry: on a busy shared machine Chromium occasionally misses Lighthouse's protocol deadlines. */
export async function runLighthouse(url) {
  try {
    return await auditOnce(url);
  } catch (error) {
    console.warn(`${error.message}; trying once more`);
    return auditOnce(url);
  }
}
