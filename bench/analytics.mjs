// node bench/analytics.mjs: a creator with 50 portals and 1,000,000 client events over the last year, and how
// long GET /api/analytics takes to answer through HTTP, each period a median of several requests (goal: every
// period under 200 ms). SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// scratch database is created beside it and dropped). BENCH_EVENTS and BENCH_RUNS change the size and the number
// of timed requests per period; BENCH_ANALYTICS_DATABASES=sqlite leaves PostgreSQL out (a 10,000,000-event run).
// BENCH_ANALYTICS_KEEP=<folder> keeps the loaded data for the next run with the same folder and size, which then
// skips the load (minutes at 1,000,000 events): SQLite's data folder goes there, PostgreSQL's database is
// clientdock_bench_kept (never dropped: drop it by hand), and <folder>/<database>.json notes the creator to sign in as.
// A reused load's "first read" has most months copied already; the app migrates kept data at start, but a new
// migration numbered below one the data already ran needs a fresh load (delete the folder).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fillPostgres, fillSqlite } from './lib/analytics-data.mjs';
import { startApp } from './lib/servers.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));

const PORTALS = 50;

// A keep-alive connection left idle while the data was generated may have been closed by the server.
async function fetchOnce(url, cookie) {
  try {
    return await fetch(url, { headers: { cookie } });
  } catch {
    return fetch(url, { headers: { cookie } });
  }
}

async function timed(url, cookie) {
  const started = process.hrtime.bigint();
  const res = await fetchOnce(url, cookie);
  const body = await res.text();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { ms, body };
}

async function medianOf(url, cookie, runs) {
  await timed(url, cookie); // warm-up: JIT, page cache, prepared statements
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await timed(url, cookie)).ms);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return {
    medianMs: Number(median.toFixed(1)),
    minMs: Number(times[0].toFixed(1)),
    maxMs: Number(times.at(-1).toFixed(1)),
  };
}

const KEPT_DATABASE = 'clientdock_bench_kept';

async function withScratchPostgres(adminUrl, keep, work) {
  const pg = require('pg');
  const name = keep ? KEPT_DATABASE : `clientdock_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The creator and portals of a kept load of this size, or null when there is none. */
function keptLoad(keep, dialect, events) {
  if (!keep) return null;
  const file = path.join(keep, `${dialect}.json`);
  if (!fs.existsSync(file)) return null;
  const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  return kept.events === events ? kept : null;
}

async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function setPlan(database, userId) {
  if (database.dialect === 'sqlite') {
    const SQLite = require('better-sqlite3');
    const db = new SQLite(database.file);
    db.prepare(`update "user" set "plan" = 'agency' where "id" = ?`).run(userId);
    db.close();
    return;
  }
  const pg = require('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`update "user" set "plan" = 'agency' where "id" = $1`, [userId]);
  await client.end();
}

async function load(app, target, { events }) {
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'bench-password-1';
  const res = await fetch(`${app.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: JSON.stringify({ name: 'Bench Mark', email, password }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await (await fetch(`${app.base}/api/me`, { headers: { cookie } })).json();
  await setPlan(target, me.id);
  for (let i = 0; i < PORTALS; i++) {
    const res = await fetch(`${app.base}/api/portals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.base, cookie },
      body: JSON.stringify({ name: `Client portal ${i + 1}`, accessType: 'link', status: 'active' }),
    });
    if (!res.ok) throw new Error(`portal creation failed: ${res.status} ${await res.text()}`);
  }
  const { portals } = await (await fetch(`${app.base}/api/portals?status=all`, { headers: { cookie } })).json();
  const spec = {
    ownerId: me.id,
    portalIds: portals.map((portal) => portal.id),
    events,
    days: 365,
    filesPerPortal: 10,
    visitorsPerPortal: 200,
    now: Date.now(),
  };
  const started = Date.now();
  if (target.dialect === 'sqlite') await fillSqlite(target.file, spec);
  else await fillPostgres(target.url, spec);
  const generateSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
  return { cookie, email, password, portalIds: spec.portalIds, events, generateSeconds };
}

async function runOn(database, { port, events, runs, keep }) {
  const kept = keptLoad(keep, database.dialect, events);
  const dataDir = keep && database.dialect === 'sqlite' ? path.join(keep, 'sqlite') : undefined;
  if (dataDir && !kept) fs.rmSync(dataDir, { recursive: true, force: true });
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  if (keep && database.url && !kept) {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('drop schema public cascade; create schema public');
    await client.end();
  }
  const app = await startApp(port, database.url ? { DATABASE_URL: database.url } : {}, { dataDir, keepData: !!keep });
  const target = database.url ? database : { ...database, file: path.join(app.dataDir, 'clientdock.sqlite') };
  try {
    let cookie;
    let spec;
    let generateSeconds = null;
    if (kept) {
      cookie = await signIn(app.base, kept);
      spec = { portalIds: kept.portalIds };
    } else {
      const loaded = await load(app, target, { events });
      ({ cookie, generateSeconds } = loaded);
      spec = { portalIds: loaded.portalIds };
      if (keep) {
        const { email, password, portalIds } = loaded;
        fs.writeFileSync(
          path.join(keep, `${database.dialect}.json`),
          JSON.stringify({ email, password, portalIds, events }),
        );
      }
    }

    // The first read after the load copies every ended month into the monthly rollups: a one-off cost.
    const first = await timed(`${app.base}/api/analytics?period=all`, cookie);
    const firstReadMs = Number(first.ms.toFixed(1));
    const check = JSON.parse(first.body);
    if (check.overview.views.value + check.overview.downloads.value === 0) throw new Error('no events were loaded');
    const timings = {};
    for (const period of ['30d', '7d', '90d', '1y', 'all']) {
      timings[period] = await medianOf(`${app.base}/api/analytics?period=${period}`, cookie, runs);
    }
    timings.portal30d = await medianOf(`${app.base}/api/portals/${spec.portalIds[0]}/analytics?period=30d`, cookie, 5);
    timings.stalled = await medianOf(`${app.base}/api/analytics/stalled-approvals`, cookie, 5);
    return { database: target.dialect, portals: PORTALS, events, generateSeconds, firstReadMs, runs, timings };
  } finally {
    await app.stop();
  }
}

export async function runAnalyticsBench({
  port = 3904,
  events = 1_000_000,
  runs = 15,
  postgresUrl = null,
  sqlite = true,
  keep = null,
} = {}) {
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const results = sqlite ? [await runOn({ dialect: 'sqlite' }, { port, events, runs, keep })] : [];
  if (postgresUrl) {
    results.push(
      await withScratchPostgres(postgresUrl, !!keep, (url) =>
        runOn({ dialect: 'postgres', url }, { port: port + 1, events, runs, keep }),
      ),
    );
  }
  return results;
}

function describe(result) {
  const t = result.timings;
  const row = (name, x) => `  ${name.padEnd(10)} median ${x.medianMs} ms (min ${x.minMs}, max ${x.maxMs})`;
  return [
    `${result.database}: ${result.portals} portals, ${result.events.toLocaleString('en-US')} events (generated in ${result.generateSeconds} s, first read ${result.firstReadMs} ms)`,
    row('30d', t['30d']),
    ...['7d', '90d', '1y', 'all', 'portal30d', 'stalled'].map((name) => row(name, t[name])),
  ].join('\n');
}

export function reportAnalytics(results) {
  for (const result of results) {
    const slow = ['7d', '30d', '90d', '1y', 'all'].filter((period) => result.timings[period].medianMs >= 200);
    const goal = slow.length === 0 ? 'every period meets' : `${slow.join(', ')} MISS`;
    console.log(`${describe(result)}\n  -> ${goal} the 200 ms goal`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runAnalyticsBench({
    events: Number(process.env.BENCH_EVENTS ?? 1_000_000),
    runs: Number(process.env.BENCH_RUNS ?? 15),
    postgresUrl:
      process.env.BENCH_ANALYTICS_DATABASES === 'sqlite'
        ? null
        : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null),
    sqlite: process.env.BENCH_ANALYTICS_DATABASES !== 'postgres',
    keep: process.env.BENCH_ANALYTICS_KEEP ? path.resolve(process.env.BENCH_ANALYTICS_KEEP) : null,
    port: Number(process.env.BENCH_ANALYTICS_PORT ?? 3904),
  });
  reportAnalytics(results);
}
