// npm run bench: each benchmark measures its own baseline in the same run (the machine is shared
// and noisy), then reports the ratio. Results are printed and written to bench/results.json.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportAnalytics, runAnalyticsBench } from './analytics.mjs';
import { measureClientPortalPage } from './client-portal-page.mjs';
import { countViews } from './lib/db.mjs';
import { createBenchPortal, signUpCreator } from './lib/fixtures.mjs';
import { measure } from './lib/load.mjs';
import { readCpuSeconds } from './lib/rss.mjs';
import { startApp, startBaseline } from './lib/servers.mjs';
import { reportResilience, runResilience } from './resilience.mjs';
import { reportTransfer, runTransferBench } from './transfer.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const results = [];

function report(name, baseline, subject, goal) {
  const ratio = subject.rps / baseline.rps;
  const cpu = (r) => (r.cpuMsPerRequest === null ? null : Number(r.cpuMsPerRequest.toFixed(3)));
  const row = {
    name,
    baselineRps: Math.round(baseline.rps),
    rps: Math.round(subject.rps),
    ratio: Number(ratio.toFixed(2)),
    p50Ms: Number(subject.p50.toFixed(2)),
    p99Ms: Number(subject.p99.toFixed(2)),
    errors: subject.errors,
    cpuMsPerRequest: cpu(subject),
    baselineCpuMsPerRequest: cpu(baseline),
    goal,
  };
  results.push(row);
  console.log(
    `${name}: ${row.rps} req/s vs baseline ${row.baselineRps} req/s -> ratio ${row.ratio} (goal ${goal}); p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}; ` +
      `server CPU ${row.cpuMsPerRequest} ms/request vs baseline ${row.baselineCpuMsPerRequest}`,
  );
}

const baseline = await startBaseline(3901);
const app = await startApp(3902);
try {
  const appCpu = () => readCpuSeconds(app.pid);
  const helloCpu = () => readCpuSeconds(baseline.pid);
  // The baseline runs before and after the app's rows and counts as their mean: the shared machine's load drifts.
  const helloBefore = await measure({ url: `${baseline.base}/hello`, seconds, cpu: helloCpu });
  const health = await measure({ url: `${app.base}/api/health`, seconds, cpu: appCpu });
  const cookie = await signUpCreator(app.base);
  const me = await measure({ url: `${app.base}/api/me`, headers: { cookie }, seconds, cpu: appCpu });
  const uuid = await createBenchPortal(app.base, cookie);
  // A portal just written is read afresh by every view for a second (decision 0018): the timed views start after
  // that, as the views of a portal nobody is editing.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  // Every request is a browser whose visitor cookie is new to the portal (a client who has opened another portal
  // of this instance): each one is a view that counts, a new visitor row and a view event. A browser without a
  // cookie would be counted once a day per address and user agent, and the rest of its requests would write nothing.
  const browser = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1' };
  const view = await measure({
    url: `${app.base}/api/public/portals/${uuid}`,
    headers: browser,
    headersPerRequest: () => ({ cookie: `cd_visitor=${randomBytes(18).toString('base64url')}` }),
    seconds,
    cpu: appCpu,
  });
  // Every answered view must become an event: exactly `sent` views of a second portal, then the queue's 100 ms.
  const countedUuid = await createBenchPortal(app.base, cookie);
  const sent = await measure({
    url: `${app.base}/api/public/portals/${countedUuid}`,
    headers: browser,
    headersPerRequest: () => ({ cookie: `cd_visitor=${randomBytes(18).toString('base64url')}` }),
    amount: 5000,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const counted = countViews(app.dataDir, countedUuid);
  // The same database work on a bare route (lib/hello-server.mjs): what the view costs beyond its reads and writes.
  const bareUuid = (await (await fetch(`${baseline.base}/portal-uuid`)).json()).uuid;
  const bareView = await measure({ url: `${baseline.base}/portal-view/${bareUuid}`, seconds, cpu: helloCpu });
  const helloAfter = await measure({ url: `${baseline.base}/hello`, seconds, cpu: helloCpu });
  const hello = {
    rps: (helloBefore.rps + helloAfter.rps) / 2,
    cpuMsPerRequest: (helloBefore.cpuMsPerRequest + helloAfter.cpuMsPerRequest) / 2,
  };
  console.log(
    `baseline: ${Math.round(helloBefore.rps)} req/s before the app's rows, ${Math.round(helloAfter.rps)} after`,
  );
  report('GET /api/health (database round trip)', hello, health, '>= 0.5');
  report('GET /api/me (session lookup, user and usage reads)', hello, me, '>= 0.3');
  report(
    'GET /api/public/portals/:uuid (portal read, new visitor and view event queued)',
    hello,
    view,
    '>= 10,000 req/s',
  );
  report('... the same view against a bare route doing its database work by hand', bareView, view, 'none, context');
  const allCounted = counted.events === sent.ok && counted.rollup === sent.ok && sent.ok === sent.requests;
  results.push({
    name: 'portal views counted',
    viewsSent: sent.requests,
    viewsAnswered: sent.ok,
    ...counted,
    allCounted,
  });
  console.log(
    `portal views: ${sent.requests} sent, ${sent.ok} answered 200, ${counted.events} view events, ${counted.rollup} in the daily rollup -> ${allCounted ? 'every view counted' : 'VIEWS MISSING'}`,
  );
} finally {
  await app.stop();
  await baseline.stop();
}

// The phone's view of a client portal and of the landing page: JavaScript weight and Lighthouse, both on the
// production build. BENCH_PAGE=off skips it.
let clientPortalPage = null;
if (process.env.BENCH_PAGE === 'off') {
  console.log('client portal page: skipped (BENCH_PAGE=off)');
} else if (fs.existsSync(path.join(import.meta.dirname, '../apps/web/dist/index.html'))) {
  clientPortalPage = await measureClientPortalPage(3903);
  const { portal, login, lighthouse, landing, landingLighthouse } = clientPortalPage;
  console.log(
    `client portal page: ${portal.totalGzipKb} KB gzipped JS (budget 150 KB; sign-in page ${login.totalGzipKb} KB); ` +
      `Lighthouse mobile (median of ${JSON.stringify(lighthouse.performanceScores)}) ${JSON.stringify(lighthouse.scores)} ${JSON.stringify(lighthouse.metrics)}`,
  );
  console.log(
    `landing page: ${landing.totalGzipKb} KB gzipped JS; ` +
      `Lighthouse mobile (median of ${JSON.stringify(landingLighthouse.performanceScores)}) ${JSON.stringify(landingLighthouse.scores)} ${JSON.stringify(landingLighthouse.metrics)} (goal performance >= 95)`,
  );
} else {
  console.log('client portal page: skipped, build the web app first (npm run build -w apps/web)');
}

// Analytics at scale: 50 portals and 1,000,000 events, the 30-day answer through HTTP (goal: under 200 ms),
// on SQLite and, when a PostgreSQL URL is given, on PostgreSQL. BENCH_ANALYTICS=off skips it (it takes minutes).
let analytics = [];
if (process.env.BENCH_ANALYTICS !== 'off') {
  analytics = await runAnalyticsBench({
    port: 3904,
    events: Number(process.env.BENCH_EVENTS ?? 1_000_000),
    postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null,
  });
  reportAnalytics(analytics);
}

// Large files: a 100 MB download (whole and in ranges) against nginx and a 1000 MB tus upload against a bare
// pipeline(req, file) server, with the app's memory. BENCH_TRANSFER=off skips it.
let transfer = null;
if (process.env.BENCH_TRANSFER !== 'off') {
  transfer = await runTransferBench({ port: 3910 });
  reportTransfer(transfer);
}

// Resilience: 200 clients on one portal, a kill -9 in the middle of an upload, PostgreSQL restarting under load.
// BENCH_RESILIENCE=off skips it; BENCH_RESILIENCE_SECONDS shortens the first part.
let resilience = null;
if (process.env.BENCH_RESILIENCE !== 'off') {
  resilience = await runResilience({ port: 3920 });
  reportResilience(resilience);
}

const out = {
  when: new Date().toISOString(),
  machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  seconds,
  results,
  clientPortalPage,
  analytics,
  transfer,
  resilience,
};
fs.writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(out, null, 2)}\n`);
