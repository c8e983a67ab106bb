// node bench/transfer.mjs: moving large files.
// 1. A 100 MB file uploaded through tus, then downloaded whole and in byte ranges by several concurrent clients
//    through the creator's download route and the client portal's public download route, against nginx serving
//    the very same stored file (goal: ratio >= 0.8).
// 2. A 1000 MB tus upload in the web app's 32 MB chunks against a bare Node server that appends each request
//    body to a file with pipeline(req, fs.createWriteStream()) (goal: ratio >= 0.8), while the app's resident
//    memory (VmRSS of its process) is sampled (goal: growth under 64 MB).
// BENCH_FILE_MB, BENCH_UPLOAD_MB, BENCH_CLIENTS and BENCH_ROUNDS change the sizes and repetitions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { bytesAt, MB, sha256Of, slices } from './lib/bytes.mjs';
import { setPlan, storageKeyOf } from './lib/db.mjs';
import { createPortal, signUp } from './lib/fixtures.mjs';
import { json, request } from './lib/http.mjs';
import { findNginx, startNginx } from './lib/nginx.mjs';
import { readCpuSeconds, sampleRss } from './lib/rss.mjs';
import { startApp } from './lib/servers.mjs';
import { tusClient } from './lib/tus.mjs';

const UPLOAD_CHUNK = 32 * MB;
const RANGE_SIZE = 10 * MB;

const mbps = (bytes, ms) => bytes / MB / (ms / 1000);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (n) => Math.round(n * 10) / 10;

/**
 * `clients` concurrent clients, each with its own keep-alive connection, each fetching the whole file once, or
 * the whole file as RANGE_SIZE byte ranges one after another (each client starting at a different range, as
 * segmented downloaders and seeking players do). Answers MB/s over all the bytes received.
 */
export async function downloadRun({ url, headers = {}, size, clients, ranges, cpu }) {
  const count = Math.ceil(size / RANGE_SIZE);
  const cpuBefore = cpu();
  const started = process.hrtime.bigint();
  let total = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        if (!ranges) {
          const res = await request(url, { headers, agent, discard: true });
          if (res.status !== 200 || res.bytes !== size) throw new Error(`${url}: ${res.status}, ${res.bytes} bytes`);
          total += res.bytes;
          return;
        }
        for (let k = 0; k < count; k++) {
          const start = ((k + client) % count) * RANGE_SIZE;
          const end = Math.min(size, start + RANGE_SIZE) - 1;
          const res = await request(url, {
            headers: { ...headers, range: `bytes=${start}-${end}` },
            agent,
            discard: true,
          });
          if (res.status !== 206 || res.bytes !== end - start + 1) {
            throw new Error(`${url} bytes=${start}-${end}: ${res.status}, ${res.bytes} bytes`);
          }
          total += res.bytes;
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { mbps: mbps(total, ms), cpuMsPer100Mb: ((cpu() - cpuBefore) * 1000 * 100) / (total / MB) };
}

/** Whole-file hash and one range's bytes from a source: every source must serve exactly the uploaded bytes. */
export async function checkSource(name, url, headers, size, expected) {
  const whole = await request(url, { headers, discard: true, hash: true });
  if (whole.status !== 200 || whole.sha256 !== expected)
    throw new Error(`${name}: whole file differs (${whole.status})`);
  const start = 12_345_677;
  const part = await request(url, { headers: { ...headers, range: `bytes=${start}-${start + 999}` } });
  if (
    part.status !== 206 ||
    !part.buffer.equals(bytesAt(start, 1000)) ||
    part.headers['content-range'] !== `bytes ${start}-${start + 999}/${size}`
  ) {
    throw new Error(`${name}: range answer differs (${part.status} ${part.headers['content-range']})`);
  }
}

export async function startRawServer(port, dir) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'lib/raw-upload-server.mjs'), String(port), dir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('raw upload server did not come up');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The same chunks the tus client sends, as plain requests: POST the first (truncating), PATCH the rest. */
export async function rawUpload(base, name, size) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = process.hrtime.bigint();
  try {
    for (let at = 0; at < size; at += UPLOAD_CHUNK) {
      const end = Math.min(size, at + UPLOAD_CHUNK);
      const res = await request(`${base}/${name}`, {
        method: at === 0 ? 'POST' : 'PATCH',
        agent,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(end - at) },
        body: slices(at, end),
      });
      if (res.status !== 204 || Number(res.headers['upload-offset']) !== end)
        throw new Error(`raw upload: ${res.status}`);
    }
  } finally {
    agent.destroy();
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export async function listFiles(base, cookie, portalId) {
  return json(await request(`${base}/api/portals/${portalId}/files`, { headers: { cookie } })).files;
}

export async function deleteFile(base, cookie, portalId, fileId) {
  const res = await request(`${base}/api/portals/${portalId}/files/${fileId}`, {
    method: 'DELETE',
    headers: { cookie, origin: base },
  });
  if (res.status !== 204) throw new Error(`deleting ${fileId} answered ${res.status}: ${res.body}`);
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

export async function runTransferBench({
  port = 3910,
  fileMb = Number(process.env.BENCH_FILE_MB ?? 100),
  uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 1000),
  clients = Number(process.env.BENCH_CLIENTS ?? 4),
  rounds = Number(process.env.BENCH_ROUNDS ?? 5),
} = {}) {
  if (!findNginx()) {
    console.log('transfer: skipped, nginx is not installed (apt-get update && apt-get install -y nginx-light)');
    return null;
  }
  const app = await startApp(port);
  const nginx = await startNginx(port + 1, path.join(app.dataDir, 'files'));
  const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-bench-raw-'));
  const raw = await startRawServer(port + 2, rawDir);
  try {
    // The instance's first account is its admin; the second is a creator on the Agency plan (500 MB files).
    const admin = await signUp(app.base);
    const creator = await signUp(app.base);
    setPlan(app.dataDir, creator.id, 'agency');

    // 1. Downloads of a 100 MB file.
    const size = fileMb * MB;
    const expected = sha256Of(size);
    const portal = await createPortal(app.base, creator.cookie, { name: 'Large deliverables' });
    const tus = tusClient(app.base, creator.cookie);
    const uploadStarted = process.hrtime.bigint();
    await tus.upload(size, { portalId: portal.id, filename: 'master.bin' }, 10 * MB);
    const uploadMbps = mbps(size, Number(process.hrtime.bigint() - uploadStarted) / 1e6);
    tus.agent.destroy();
    const [file] = await listFiles(app.base, creator.cookie, portal.id);
    if (file.sha256 !== expected || file.size !== size) throw new Error('the uploaded file differs from what was sent');

    const visit = await request(`${app.base}/api/public/portals/${portal.uuid}`);
    const visitorCookie = (visit.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    // Besides throughput, the CPU each server spends per 100 MB sent (nginx: master and workers), which the
    // shared machine's noise does not move the way it moves MB/s.
    const appCpu = () => readCpuSeconds(app.pid);
    const sources = {
      nginx: {
        url: `${nginx.base}/${storageKeyOf(app.dataDir, file.versionId)}`,
        headers: {},
        cpu: () => readCpuSeconds(nginx.pid, { children: true }),
      },
      creator: { url: `${app.base}${file.downloadUrl}`, headers: { cookie: creator.cookie }, cpu: appCpu },
      public: {
        url: `${app.base}/api/public/portals/${portal.uuid}/files/${file.id}?download=1`,
        headers: { cookie: visitorCookie },
        cpu: appCpu,
      },
    };
    for (const [name, source] of Object.entries(sources))
      await checkSource(name, source.url, source.headers, size, expected);

    // Interleaved rounds, so a busy moment on the shared machine weighs on every source alike.
    const runs = {};
    for (let r = 0; r < rounds; r++) {
      for (const ranges of [false, true]) {
        for (const [name, source] of Object.entries(sources)) {
          const key = `${name}:${ranges ? 'ranges' : 'whole'}`;
          runs[key] ??= [];
          runs[key].push(await downloadRun({ ...source, size, clients, ranges }));
        }
      }
    }
    // Each round's app and nginx runs are back to back: the ratio is the median of the rounds' ratios.
    const downloads = [];
    for (const ranges of ['whole', 'ranges']) {
      for (const route of ['creator', 'public']) {
        const appRuns = runs[`${route}:${ranges}`].map((run) => run.mbps);
        const nginxRuns = runs[`nginx:${ranges}`].map((run) => run.mbps);
        const cpuOf = (key) => median(runs[key].map((run) => run.cpuMsPer100Mb));
        downloads.push({
          name: `${fileMb} MB download, ${route === 'creator' ? 'creator route' : 'client portal route'}, ${
            ranges === 'whole' ? `whole file x ${clients} clients` : `${RANGE_SIZE / MB} MB ranges x ${clients} clients`
          }`,
          mbps: round1(median(appRuns)),
          nginxMbps: round1(median(nginxRuns)),
          ratio: Number(median(appRuns.map((value, i) => value / nginxRuns[i])).toFixed(2)),
          all: appRuns.map(round1),
          nginxAll: nginxRuns.map(round1),
          cpuMsPer100Mb: Math.round(cpuOf(`${route}:${ranges}`)),
          nginxCpuMsPer100Mb: Math.round(cpuOf(`nginx:${ranges}`)),
          goal: '>= 0.8',
        });
      }
    }
    await deleteFile(app.base, creator.cookie, portal.id, file.id);

    // 2. A 1000 MB upload (the largest file any account may send: an admin's 1000 MB; Agency allows 500 MB).
    const bigSize = uploadMb * MB;
    const bigPortal = await createPortal(app.base, admin.cookie, { name: 'Raw footage' });
    const rawCpuStart = readCpuSeconds(raw.pid);
    const rawFirstMs = await rawUpload(raw.base, 'big.bin', bigSize);
    fs.rmSync(path.join(rawDir, 'big.bin'), { force: true });
    const big = tusClient(app.base, admin.cookie);
    const rss = sampleRss(app.pid);
    const appCpuStart = readCpuSeconds(app.pid);
    const bigStarted = process.hrtime.bigint();
    const bigUrl = await big.create(bigSize, { portalId: bigPortal.id, filename: 'footage.bin' });
    // All chunks but the last, then the last one, whose answer waits for the server to store the file.
    const lastStart = Math.floor((bigSize - 1) / UPLOAD_CHUNK) * UPLOAD_CHUNK;
    const leading = await big.send(bigUrl, 0, lastStart, UPLOAD_CHUNK);
    const appCpuBeforeLast = readCpuSeconds(app.pid);
    const last = await big.send(bigUrl, lastStart, bigSize, UPLOAD_CHUNK);
    const done = { ...last, patches: [...leading.patches, ...last.patches] };
    const appMs = Number(process.hrtime.bigint() - bigStarted) / 1e6;
    const appCpuSeconds = readCpuSeconds(app.pid) - appCpuStart;
    const receivingCpuSeconds = ((appCpuBeforeLast - appCpuStart) * bigSize) / Math.max(1, lastStart);
    const memory = rss.stop();
    big.agent.destroy();
    const rawCpuMiddle = readCpuSeconds(raw.pid);
    const rawSecondMs = await rawUpload(raw.base, 'big.bin', bigSize);
    const rawCpuSeconds = (readCpuSeconds(raw.pid) - rawCpuMiddle + (rawCpuMiddle - rawCpuStart)) / 2;
    fs.rmSync(path.join(rawDir, 'big.bin'), { force: true });
    const [bigFile] = await listFiles(app.base, admin.cookie, bigPortal.id);
    const bigExpected = sha256Of(bigSize);
    if (bigFile.id !== done.fileId || bigFile.sha256 !== bigExpected)
      throw new Error('the 1000 MB file differs from what was sent');
    const leftInUploads = filesUnder(path.join(app.dataDir, 'uploads'));
    await deleteFile(app.base, admin.cookie, bigPortal.id, bigFile.id);
    const leftInFiles = filesUnder(path.join(app.dataDir, 'files'));
    const rawMs = (rawFirstMs + rawSecondMs) / 2;
    // Where the app's time goes: receiving the bytes (every PATCH but the last, and the last at the same pace)
    // and, inside the last PATCH, turning the finished upload into a stored file (move or copy, hash, type).
    const receiving = done.patches.slice(0, -1);
    const pace = receiving.reduce((sum, p) => sum + p.ms, 0) / receiving.reduce((sum, p) => sum + p.bytes, 0);
    const lastPatch = done.patches.at(-1);
    const finishMs = Math.max(0, lastPatch.ms - lastPatch.bytes * pace);
    const upload = {
      name: `${uploadMb} MB tus upload (${UPLOAD_CHUNK / MB} MB chunks) vs pipeline(req, createWriteStream())`,
      mbps: round1(mbps(bigSize, appMs)),
      rawMbps: round1(mbps(bigSize, rawMs)),
      rawRunsMbps: [rawFirstMs, rawSecondMs].map((ms) => round1(mbps(bigSize, ms))),
      ratio: Number((rawMs / appMs).toFixed(2)),
      goal: '>= 0.8',
      receivingMbps: round1(mbps(bigSize, appMs - finishMs)),
      receivingRatio: Number((rawMs / (appMs - finishMs)).toFixed(2)),
      finishSeconds: round1(finishMs / 1000),
      cpuSeconds: round1(appCpuSeconds),
      receivingCpuSeconds: round1(receivingCpuSeconds),
      finishCpuSeconds: round1(appCpuSeconds - receivingCpuSeconds),
      rawCpuSeconds: round1(rawCpuSeconds),
      rss: {
        beforeMb: round1(memory.beforeMb),
        peakMb: round1(memory.peakMb),
        afterMb: round1(memory.afterMb),
        growthMb: round1(memory.growthMb),
        samples: memory.samples,
        goal: 'growth < 64 MB',
      },
      leftInUploads: leftInUploads.length,
      leftInFiles: leftInFiles.length,
    };
    return { fileMb, clients, rounds, nginx: nginx.version, uploadOf100MbMbps: round1(uploadMbps), downloads, upload };
  } finally {
    await raw.stop();
    fs.rmSync(rawDir, { recursive: true, force: true });
    await nginx.stop();
    await app.stop();
  }
}

export function reportTransfer(result) {
  if (!result) return;
  for (const row of result.downloads) {
    console.log(
      `${row.name}: ${row.mbps} MB/s vs nginx ${row.nginxMbps} MB/s -> ratio ${row.ratio} (goal ${row.goal}); ` +
        `runs ${row.all.join(', ')} vs ${row.nginxAll.join(', ')}; server CPU per 100 MB ${row.cpuMsPer100Mb} ms vs nginx ` +
        `${row.nginxCpuMsPer100Mb} ms`,
    );
  }
  const u = result.upload;
  console.log(
    `${u.name}: ${u.mbps} MB/s vs raw ${u.rawMbps} MB/s (${u.rawRunsMbps.join(', ')}) -> ratio ${u.ratio} (goal ${u.goal}); ` +
      `app RSS ${u.rss.beforeMb} -> peak ${u.rss.peakMb} MB, growth ${u.rss.growthMb} MB (${u.rss.goal}); ` +
      `left behind: ${u.leftInUploads} in uploads/, ${u.leftInFiles} in files/`,
  );
  console.log(
    `  of which receiving the bytes: ${u.receivingMbps} MB/s (ratio ${u.receivingRatio}); storing the finished upload ` +
      `(into storage, sha256, type) inside the last PATCH: ${u.finishSeconds} s; server CPU for the upload ` +
      `${u.cpuSeconds} s (receiving ${u.receivingCpuSeconds} s, storing ${u.finishCpuSeconds} s) vs raw ${u.rawCpuSeconds} s`,
  );
  console.log(`(the ${result.fileMb} MB upload itself, 10 MB chunks: ${result.uploadOf100MbMbps} MB/s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  reportTransfer(await runTransferBench());
}
