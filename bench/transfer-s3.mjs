// node bench/transfer-s3.mjs: the large-file bench with S3 storage. ClientDock runs with S3_* pointing at the
// local S3-protocol server the tests use (s3rver, in its own process), so partial uploads and stored files live in
// a bucket. Same baselines as bench/transfer.mjs: a raw pipeline(req, file) server for the upload, nginx for the
// download, serving the very object file s3rver keeps on disk. BENCH_FILE_MB, BENCH_UPLOAD_MB, BENCH_CLIENTS and
// BENCH_ROUNDS change the sizes and repetitions (defaults 100, 1000, 4, 3).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MB, sha256Of } from './lib/bytes.mjs';
import { setPlan, storageKeyOf } from './lib/db.mjs';
import { createPortal, signUp } from './lib/fixtures.mjs';
import { findNginx, startNginx } from './lib/nginx.mjs';
import { readCpuSeconds } from './lib/rss.mjs';
import { startApp } from './lib/servers.mjs';
import { tusClient } from './lib/tus.mjs';
import { checkSource, deleteFile, downloadRun, listFiles, rawUpload, startRawServer } from './transfer.mjs';

const UPLOAD_CHUNK = 32 * MB;
const root = path.resolve(import.meta.dirname, '..');
const mbps = (bytes, ms) => bytes / MB / (ms / 1000);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (n) => Math.round(n * 10) / 10;

/** s3rver with the tests' multipart additions, in its own process; answers its config and where it keeps objects. */
async function startS3(bucket) {
  const script = `import(${JSON.stringify(path.join(root, 'apps/server/test/s3-server.ts'))}).then(async (m) => {
    const s3 = await m.startS3Server(${JSON.stringify(bucket)});
    process.stdout.write(JSON.stringify({ config: s3.config, directory: s3.directory }) + '\\n');
    process.on('SIGTERM', () => s3.close().then(() => process.exit(0)));
  });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const line = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.split('\n')[0]);
    });
    child.once('exit', () => reject(new Error('the S3 server did not start')));
  });
  return {
    ...JSON.parse(line),
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function runS3TransferBench({
  port = 3960,
  fileMb = Number(process.env.BENCH_FILE_MB ?? 100),
  uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 1000),
  clients = Number(process.env.BENCH_CLIENTS ?? 4),
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
} = {}) {
  if (!findNginx()) {
    console.log('transfer on S3: skipped, nginx is not installed (apt-get update && apt-get install -y nginx-light)');
    return null;
  }
  const bucket = 'clientdock-bench';
  const s3 = await startS3(bucket);
  const app = await startApp(port, {
    S3_ENDPOINT: s3.config.endpoint,
    S3_BUCKET: bucket,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  // Stored files are objects under files/ in the bucket; s3rver keeps each as <key>._S3rver_object.
  const nginx = await startNginx(port + 1, path.join(s3.directory, bucket, 'files'));
  const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-bench-raw-'));
  const raw = await startRawServer(port + 2, rawDir);
  try {
    const admin = await signUp(app.base);
    const creator = await signUp(app.base);
    setPlan(app.dataDir, creator.id, 'agency');
    const cpuOf = (pid, children = false) => readCpuSeconds(pid, { children });

    // 1. A 100 MB file, whole, from the app (reading the bucket) and from nginx (reading s3rver's file).
    const size = fileMb * MB;
    const expected = sha256Of(size);
    const portal = await createPortal(app.base, creator.cookie, { name: 'Large deliverables' });
    const tus = tusClient(app.base, creator.cookie);
    await tus.upload(size, { portalId: portal.id, filename: 'master.bin' }, 10 * MB);
    tus.agent.destroy();
    const [file] = await listFiles(app.base, creator.cookie, portal.id);
    if (file.sha256 !== expected || file.size !== size) throw new Error('the uploaded file differs from what was sent');
    const sources = {
      nginx: {
        url: `${nginx.base}/${storageKeyOf(app.dataDir, file.versionId).replace(/^files\//, '')}._S3rver_object`,
        headers: {},
        cpu: () => cpuOf(nginx.pid, true),
      },
      app: {
        url: `${app.base}${file.downloadUrl}`,
        headers: { cookie: creator.cookie },
        cpu: () => cpuOf(app.pid) + cpuOf(s3.pid),
      },
    };
    for (const [name, source] of Object.entries(sources))
      await checkSource(name, source.url, source.headers, size, expected);
    const runs = { nginx: [], app: [] };
    let s3DownloadCpu = 0;
    for (let r = 0; r < rounds; r++) {
      runs.nginx.push(await downloadRun({ ...sources.nginx, size, clients, ranges: false }));
      const before = cpuOf(s3.pid);
      runs.app.push(await downloadRun({ ...sources.app, size, clients, ranges: false }));
      s3DownloadCpu += cpuOf(s3.pid) - before;
    }
    await deleteFile(app.base, creator.cookie, portal.id, file.id);
    const download = {
      name: `${fileMb} MB download from S3 storage, creator route, whole file x ${clients} clients`,
      mbps: round1(median(runs.app.map((run) => run.mbps))),
      nginxMbps: round1(median(runs.nginx.map((run) => run.mbps))),
      ratio: Number(median(runs.app.map((run, i) => run.mbps / runs.nginx[i].mbps)).toFixed(2)),
      cpuMsPer100Mb: Math.round(median(runs.app.map((run) => run.cpuMsPer100Mb))),
      nginxCpuMsPer100Mb: Math.round(median(runs.nginx.map((run) => run.cpuMsPer100Mb))),
      s3CpuMsPer100Mb: Math.round((s3DownloadCpu * 1000 * 100) / (rounds * clients * fileMb)),
    };

    // 2. The 1000 MB upload: parts go to the bucket as they arrive, the finished upload is copied to its key.
    const bigSize = uploadMb * MB;
    const bigPortal = await createPortal(app.base, admin.cookie, { name: 'Raw footage' });
    const rawFirstMs = await rawUpload(raw.base, 'big.bin', bigSize);
    fs.rmSync(path.join(rawDir, 'big.bin'), { force: true });
    const big = tusClient(app.base, admin.cookie);
    const cpuStart = { app: cpuOf(app.pid), s3: cpuOf(s3.pid) };
    const started = process.hrtime.bigint();
    const url = await big.create(bigSize, { portalId: bigPortal.id, filename: 'footage.bin' });
    const done = await big.send(url, 0, bigSize, UPLOAD_CHUNK);
    const appMs = Number(process.hrtime.bigint() - started) / 1e6;
    const cpu = { app: cpuOf(app.pid) - cpuStart.app, s3: cpuOf(s3.pid) - cpuStart.s3 };
    big.agent.destroy();
    const rawSecondMs = await rawUpload(raw.base, 'big.bin', bigSize);
    fs.rmSync(path.join(rawDir, 'big.bin'), { force: true });
    const [bigFile] = await listFiles(app.base, admin.cookie, bigPortal.id);
    if (bigFile.id !== done.fileId || bigFile.sha256 !== sha256Of(bigSize))
      throw new Error('the large file differs from what was sent');
    const lastPatch = done.patches.at(-1);
    await deleteFile(app.base, admin.cookie, bigPortal.id, bigFile.id);
    const rawMs = (rawFirstMs + rawSecondMs) / 2;
    const upload = {
      name: `${uploadMb} MB tus upload to S3 storage (${UPLOAD_CHUNK / MB} MB chunks) vs pipeline(req, createWriteStream())`,
      mbps: round1(mbps(bigSize, appMs)),
      rawMbps: round1(mbps(bigSize, rawMs)),
      ratio: Number((rawMs / appMs).toFixed(2)),
      lastPatchSeconds: round1(lastPatch.ms / 1000),
      appCpuSeconds: round1(cpu.app),
      s3CpuSeconds: round1(cpu.s3),
    };
    return { download, upload };
  } finally {
    await raw.stop();
    fs.rmSync(rawDir, { recursive: true, force: true });
    await nginx.stop();
    await app.stop();
    await s3.stop();
  }
}

export function reportS3Transfer(result) {
  if (!result) return;
  const { download: d, upload: u } = result;
  console.log(
    `${d.name}: ${d.mbps} MB/s vs nginx ${d.nginxMbps} MB/s -> ratio ${d.ratio}; CPU per 100 MB, app and S3 server ` +
      `${d.cpuMsPer100Mb} ms (of which the S3 server ${d.s3CpuMsPer100Mb} ms) vs nginx ${d.nginxCpuMsPer100Mb} ms`,
  );
  console.log(
    `${u.name}: ${u.mbps} MB/s vs raw ${u.rawMbps} MB/s -> ratio ${u.ratio}; last PATCH (with the copy to the file's ` +
      `key) ${u.lastPatchSeconds} s; CPU app ${u.appCpuSeconds} s, S3 server ${u.s3CpuSeconds} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  reportS3Transfer(await runS3TransferBench());
}
