// node bench/resilience.mjs: three failure and load checks, each bounded in time, all on loopback.
// (a) 200 concurrent clients on one client portal for 60 s (BENCH_RESILIENCE_SECONDS), each as a browser would:
//     its own connection, address and visitor cookie; it opens the portal, reads the comments and approvals,
//     downloads a small file and now and then comments, with about a second between steps
//     (BENCH_RESILIENCE_THINK_MS). Goals: no error, p99 under 200 ms.
// (b) kill -9 of the server in the middle of a 200 MB tus upload, right after comments and approvals were
//     acknowledged; restart on the same DATA_DIR, resume from the offset HEAD answers, finish. Goals: the same
//     sha256, and every acknowledged comment and approval still there.
// (c) The app on a fresh PostgreSQL database under load while PostgreSQL restarts (a private server started for
//     this; with no server binaries, every app connection to the given server is terminated instead). Goal:
//     requests succeed again without any manual step, and none fails once the database is back.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MB, sha256Of, slices } from './lib/bytes.mjs';
import { setPlan } from './lib/db.mjs';
import { createPortal, signUp } from './lib/fixtures.mjs';
import { json, request } from './lib/http.mjs';
import { clientAddress, portalClient } from './lib/portal-client.mjs';
import { findPostgresBin, startPrivatePostgres } from './lib/postgres.mjs';
import { readCpuSeconds, sampleRss } from './lib/rss.mjs';
import { startApp, startBaseline } from './lib/servers.mjs';
import { tusClient } from './lib/tus.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => Number(process.hrtime.bigint()) / 1e6;
const round1 = (n) => Math.round(n * 10) / 10;

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => round1(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { count: sorted.length, p50: at(50), p99: at(99), max: round1(sorted.at(-1) ?? 0) };
}

async function portalWithFile(app, { plan } = {}) {
  await signUp(app.base); // the instance's first account, its admin
  const creator = await signUp(app.base);
  if (plan) setPlan(app.dataDir, creator.id, plan);
  const portal = await createPortal(app.base, creator.cookie, { name: 'Launch campaign' });
  const tus = tusClient(app.base, creator.cookie);
  const file = await tus.upload(256 * 1024, { portalId: portal.id, filename: 'proof.pdf' });
  tus.agent.destroy();
  return { creator, portal, fileId: file.fileId };
}

/**
 * The floor for (a): the same clients, addresses and pauses against a bare Fastify route. On a shared machine
 * this is what scheduling alone costs the latency, before the app does any work.
 */
async function baselineUnderLoad({ port, clients, seconds, thinkMs }) {
  const baseline = await startBaseline(port);
  try {
    const latencies = [];
    let errors = 0;
    const deadline = now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        await sleep(Math.random() * thinkMs);
        while (now() < deadline) {
          const started = now();
          try {
            const res = await request(`${baseline.base}/hello`, { agent, localAddress: clientAddress(index) });
            if (res.status >= 400) errors++;
            else latencies.push(now() - started);
          } catch {
            errors++;
          }
          await sleep(thinkMs * (0.5 + Math.random()));
        }
        agent.destroy();
      }),
    );
    return { ...percentiles(latencies), errors };
  } finally {
    await baseline.stop();
  }
}

/** (a) Many clients at once on one portal. */
export async function portalUnderLoad({ port, clients, seconds, thinkMs }) {
  const app = await startApp(port);
  try {
    const { portal, fileId } = await portalWithFile(app);
    const latencies = { view: [], comments: [], approvals: [], download: [], comment: [] };
    const failures = [];
    let comments = 0;
    const deadline = now() + seconds * 1000;
    const think = () => sleep(thinkMs * (0.5 + Math.random()));
    async function step(kind, send) {
      const started = now();
      try {
        const res = await send();
        if (res.status >= 400) failures.push(`${kind}: ${res.status} ${res.body.slice(0, 120)}`);
        else {
          latencies[kind].push(now() - started);
          if (kind === 'comment') comments++;
        }
      } catch (error) {
        failures.push(`${kind}: ${error.code ?? error.message}`);
      }
    }
    const rss = sampleRss(app.pid, 200);
    const cpuBefore = readCpuSeconds(app.pid);
    const started = now();
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        const client = portalClient(app.base, portal.uuid, index);
        await sleep(Math.random() * thinkMs);
        for (let cycle = 0; now() < deadline; cycle++) {
          await step('view', client.view);
          await think();
          if (now() >= deadline) break;
          await step('comments', client.comments);
          await step('approvals', client.approvals);
          await think();
          if (now() >= deadline) break;
          await step('download', () => client.download(fileId));
          await think();
          // Every third round a comment, at most 25 a client: the portal allows 30 per address in 10 minutes.
          if (cycle % 3 === 2 && cycle < 75 && now() < deadline) {
            await step('comment', () => client.comment(`Round ${cycle + 1}: the second draft reads well.`));
            await think();
          }
        }
        client.close();
      }),
    );
    const elapsed = (now() - started) / 1000;
    const cpu = readCpuSeconds(app.pid) - cpuBefore;
    const memory = rss.stop();
    const stored = json(await request(`${app.base}/api/public/portals/${portal.uuid}/comments`)).comments;
    const storedCount = stored.reduce((sum, c) => sum + 1 + (c.replies?.length ?? 0), 0);
    const all = Object.values(latencies).flat();
    return {
      clients,
      seconds,
      thinkMs,
      requests: all.length + failures.length,
      rps: round1((all.length + failures.length) / elapsed),
      errors: failures.length,
      firstErrors: failures.slice(0, 5),
      all: percentiles(all),
      byKind: Object.fromEntries(Object.entries(latencies).map(([kind, list]) => [kind, percentiles(list)])),
      // CPU the app used per request, and how much of one core it had over the run (it runs on one thread).
      cpuMsPerRequest: round1((cpu * 1000) / Math.max(1, all.length + failures.length)),
      coreShare: Number((cpu / elapsed).toFixed(2)),
      commentsAcknowledged: comments,
      commentsStored: storedCount,
      rssMb: { before: round1(memory.beforeMb), peak: round1(memory.peakMb) },
      goal: 'errors 0, p99 < 200 ms',
    };
  } finally {
    await app.stop();
  }
}

/** (b) A crash in the middle of an upload, with fresh comments and approvals. */
export async function crashDuringUpload({ port, size = 200 * MB, posts = 20 }) {
  const first = await startApp(port);
  const { dataDir } = first;
  let second = null;
  try {
    const { creator, portal, fileId } = await portalWithFile(first, { plan: 'agency' });
    const expected = sha256Of(size);
    const tus = tusClient(first.base, creator.cookie);
    const url = await tus.create(size, { portalId: portal.id, filename: 'cut.mov' });

    // The client sends 32 MB chunks; in the chunk that crosses 45 % it stops sending (a slow network), the
    // clients post and are answered, and the server is killed with the request half sent.
    let sent = 0;
    let reachedMiddle;
    const middle = new Promise((r) => {
      reachedMiddle = r;
    });
    let killed = false;
    let crashed;
    const afterKill = new Promise((r) => {
      crashed = r;
    });
    const chunk = 32 * MB;
    const uploading = (async () => {
      for (let at = 0; at < size; at += chunk) {
        const end = Math.min(size, at + chunk);
        const body = (async function* () {
          for (const slice of slices(at, end)) {
            yield slice;
            sent += slice.length;
            if (sent >= size * 0.45 && !killed) {
              reachedMiddle();
              await afterKill;
            }
          }
        })();
        const res = await tus.patch(url, at, end, body);
        if (res.status !== 204) throw new Error(`PATCH at ${at}: ${res.status}`);
      }
    })().then(
      () => 'finished',
      (error) => error.code ?? error.message,
    );
    await middle;
    const clients = Array.from({ length: posts / 2 }, (_, i) => portalClient(first.base, portal.uuid, i));
    const acknowledged = await Promise.all(
      clients.flatMap((client, i) => [
        client.comment(`Cut ${i + 1}: trim the intro by two seconds.`),
        client.comment(`Cut ${i + 1}: music is too loud at 0:42.`),
        client.approve(fileId),
      ]),
    );
    const failedPosts = acknowledged.filter((res) => res.status !== 201);
    if (failedPosts.length > 0) throw new Error(`posts before the crash failed: ${failedPosts.map((r) => r.status)}`);
    const commentIds = acknowledged.filter((res) => json(res).body !== undefined).map((res) => json(res).id);
    const approvalIds = acknowledged.filter((res) => json(res).decision !== undefined).map((res) => json(res).id);
    const sentAtKill = sent;
    killed = true;
    await first.kill();
    crashed();
    const uploadEnded = await uploading;
    for (const client of clients) client.close();
    tus.agent.destroy();

    const restartStarted = now();
    second = await startApp(port, {}, { dataDir });
    const restartMs = now() - restartStarted;
    const resume = tusClient(second.base, creator.cookie);
    const headStarted = now();
    const offset = await resume.offset(url);
    const headMs = now() - headStarted;
    await resume.send(url, offset, size);
    resume.agent.destroy();

    const files = json(
      await request(`${second.base}/api/portals/${portal.id}/files`, { headers: { cookie: creator.cookie } }),
    ).files;
    const cut = files.find((f) => f.name === 'cut.mov');
    const download = await request(`${second.base}${cut.downloadUrl}`, {
      headers: { cookie: creator.cookie },
      discard: true,
      hash: true,
    });
    const base = `${second.base}/api/public/portals/${portal.uuid}`;
    const storedComments = new Set();
    for (const c of json(await request(`${base}/comments`)).comments) {
      storedComments.add(c.id);
      for (const reply of c.replies ?? []) storedComments.add(reply.id);
    }
    const storedApprovals = new Set(json(await request(`${base}/approvals`)).approvals.map((a) => a.id));
    const leftInUploads = fs.existsSync(path.join(dataDir, 'uploads'))
      ? fs.readdirSync(path.join(dataDir, 'uploads'))
      : [];
    return {
      sizeMb: size / MB,
      sentAtKillMb: round1(sentAtKill / MB),
      uploadAtKill: uploadEnded,
      restartMs: Math.round(restartMs),
      resumeOffsetMb: round1(offset / MB),
      headMs: Math.round(headMs),
      sha256Matches: cut?.sha256 === expected && download.sha256 === expected,
      commentsAcknowledged: commentIds.length,
      commentsKept: commentIds.filter((id) => storedComments.has(id)).length,
      approvalsAcknowledged: approvalIds.length,
      approvalsKept: approvalIds.filter((id) => storedApprovals.has(id)).length,
      leftInUploads: leftInUploads.length,
    };
  } finally {
    if (second) await second.stop();
    else await first.stop();
  }
}

/** (c) PostgreSQL goes away and comes back while clients keep working. */
export async function postgresRestart({ port, clients = 20, beforeMs = 5000, afterMs = 20_000, graceMs = 5000 }) {
  const pg = require('pg');
  let server = null;
  let adminUrl;
  let mode;
  if (findPostgresBin()) {
    server = await startPrivatePostgres(port + 10);
    adminUrl = server.url;
    mode = 'restart';
  } else {
    adminUrl =
      process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    mode = 'terminate';
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    await server?.stop();
    return { skipped: `no PostgreSQL reachable at ${adminUrl} (${error.message})` };
  }
  const name = `clientdock_resilience_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const app = await startApp(port, { DATABASE_URL: dbUrl.toString() });
  try {
    const { creator, portal } = await portalWithFile(app);
    const records = [];
    let disruption = null;
    let stop = false;
    const load = Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        const client = portalClient(app.base, portal.uuid, index);
        for (let cycle = 0; !stop; cycle++) {
          const kind = cycle % 3 === 0 ? 'view' : cycle % 3 === 1 ? 'me' : cycle % 15 === 2 ? 'comment' : 'comments';
          const started = now();
          let status = 0;
          let retryAfter = null;
          try {
            const res =
              kind === 'view'
                ? await client.view()
                : kind === 'me'
                  ? await request(`${app.base}/api/me`, { headers: { cookie: creator.cookie } })
                  : kind === 'comment'
                    ? await client.comment(`Still here (${cycle})`)
                    : await client.comments();
            status = res.status;
            retryAfter = res.headers?.['retry-after'] ?? null;
          } catch {}
          records.push({ kind, started, ended: now(), status, retryAfter, ok: status > 0 && status < 400 });
          await sleep(50 + Math.random() * 100);
        }
        client.close();
      }),
    );
    await sleep(beforeMs);
    const disruptStarted = now();
    if (mode === 'restart') await server.restart();
    else {
      const killer = new pg.Client({ connectionString: adminUrl });
      await killer.connect();
      await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await killer.end();
    }
    const back = now();
    disruption = { startedAt: disruptStarted, backAt: back, tookMs: Math.round(back - disruptStarted) };
    await sleep(afterMs);
    stop = true;
    await load;

    const failed = records.filter((r) => !r.ok);
    const lastFailure = failed.reduce((last, r) => Math.max(last, r.ended), Number.NEGATIVE_INFINITY);
    const afterGrace = records.filter((r) => r.started > back + graceMs);
    const successAfterBack = records.filter((r) => r.ok && r.started >= back).sort((a, b) => a.ended - b.ended)[0];
    const statuses = {};
    for (const r of failed) statuses[r.status || 'network'] = (statuses[r.status || 'network'] ?? 0) + 1;
    const exit = app.exit();
    const health = exit ? null : await request(`${app.base}/api/health`);
    return {
      mode,
      // An app process that died is the worst failure: nothing recovers without someone restarting it.
      appExited: exit ? `exit code ${exit.code}, signal ${exit.signal}` : null,
      server: server?.version ?? adminUrl,
      clients,
      requests: records.length,
      disruptionMs: disruption.tookMs,
      failed: failed.length,
      failedStatuses: statuses,
      // What a client is told to do: a 503 with Retry-After, not a bare 500.
      unavailableWithRetryAfter: failed.filter((r) => r.status === 503 && r.retryAfter).length,
      lastFailureAfterBackMs: failed.length > 0 ? Math.round(lastFailure - back) : null,
      firstSuccessAfterBackMs: successAfterBack ? Math.round(successAfterBack.ended - back) : null,
      requestsAfterGrace: afterGrace.length,
      failedAfterGrace: afterGrace.filter((r) => !r.ok).length,
      graceMs,
      healthAfter: health?.status ?? null,
    };
  } finally {
    await app.stop();
    if (server) await server.stop();
    else {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
}

export async function runResilience({
  port = 3920,
  seconds = Number(process.env.BENCH_RESILIENCE_SECONDS ?? 60),
  clients = Number(process.env.BENCH_RESILIENCE_CLIENTS ?? 200),
  thinkMs = Number(process.env.BENCH_RESILIENCE_THINK_MS ?? 1000),
} = {}) {
  const load = await portalUnderLoad({ port, clients, seconds, thinkMs });
  load.baseline = await baselineUnderLoad({ port: port + 3, clients, seconds: Math.min(seconds, 20), thinkMs });
  const crash = await crashDuringUpload({ port: port + 1 });
  const postgres = await postgresRestart({ port: port + 2 });
  return { load, crash, postgres };
}

export function reportResilience({ load, crash, postgres }) {
  const k = load.byKind;
  console.log(
    `${load.clients} clients on one portal for ${load.seconds} s (think ${load.thinkMs} ms): ${load.requests} requests, ` +
      `${load.rps} req/s, errors ${load.errors}; app CPU ${load.cpuMsPerRequest} ms per request, ${load.coreShare} of a core; p50 ${load.all.p50} ms, p99 ${load.all.p99} ms, max ${load.all.max} ms ` +
      `(goal ${load.goal}); p99 by kind: view ${k.view.p99}, comments ${k.comments.p99}, approvals ${k.approvals.p99}, ` +
      `download ${k.download.p99}, comment ${k.comment.p99} ms; comments acknowledged ${load.commentsAcknowledged}, ` +
      `stored ${load.commentsStored}; RSS ${load.rssMb.before} -> ${load.rssMb.peak} MB; the same clients on a bare ` +
      `Fastify route: p50 ${load.baseline.p50} ms, p99 ${load.baseline.p99} ms, errors ${load.baseline.errors}` +
      `${load.errors ? `; first errors: ${load.firstErrors.join(' | ')}` : ''}`,
  );
  console.log(
    `kill -9 during a ${crash.sizeMb} MB upload (${crash.sentAtKillMb} MB sent, client saw: ${crash.uploadAtKill}): ` +
      `restart ${crash.restartMs} ms, HEAD ${crash.headMs} ms, resumed at ${crash.resumeOffsetMb} MB; sha256 ` +
      `${crash.sha256Matches ? 'matches' : 'DIFFERS'}; comments kept ${crash.commentsKept}/${crash.commentsAcknowledged}, ` +
      `approvals kept ${crash.approvalsKept}/${crash.approvalsAcknowledged}; ${crash.leftInUploads} files left in uploads/`,
  );
  if (postgres.skipped) console.log(`PostgreSQL restart: skipped, ${postgres.skipped}`);
  else if (postgres.appExited) {
    console.log(
      `PostgreSQL ${postgres.mode} under load (${postgres.server}): the app process DIED (${postgres.appExited}); ` +
        `${postgres.failed} of ${postgres.requests} requests failed, ${postgres.failedAfterGrace} of ` +
        `${postgres.requestsAfterGrace} later than ${postgres.graceMs} ms after the database was back`,
    );
  } else {
    console.log(
      `PostgreSQL ${postgres.mode} under load (${postgres.server}, ${postgres.clients} clients): took ${postgres.disruptionMs} ms; ` +
        `${postgres.failed} of ${postgres.requests} requests failed ${JSON.stringify(postgres.failedStatuses)} ` +
        `(${postgres.unavailableWithRetryAfter} of them 503 with Retry-After), the last ` +
        `${postgres.lastFailureAfterBackMs} ms after the database was back; first success ${postgres.firstSuccessAfterBackMs} ms ` +
        `after; ${postgres.failedAfterGrace} of ${postgres.requestsAfterGrace} failed later than ${postgres.graceMs} ms after; ` +
        `health ${postgres.healthAfter}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  reportResilience(await runResilience());
}
