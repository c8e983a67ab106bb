// Start-up time and idle memory of the server: the bundle (`node apps/server/dist/main.js`, what npm start
// runs) against the sources under tsx. Each run starts on an already migrated SQLite database (a warm start),
// times spawn to the first 200 from /api/health, then reads the resident memory after 5 s idle.
// Usage: node scripts/build-server.mjs && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const runs = Number(process.argv[2] ?? 5);
const variants = {
  bundle: ['dist/main.js'],
  tsx: ['--import', 'tsx', 'src/main.ts'],
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function once(args, dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(25);
  }
  const readyMs = performance.now() - started;
  await sleep(5000);
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssMb = Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { readyMs, rssMb };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, args] of Object.entries(variants)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-startup-'));
  const port = 39500 + Math.floor(Math.random() * 400);
  await once(args, dataDir, port); // migrates the database; not counted
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(args, dataDir, port));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ready = results.map((r) => Math.round(r.readyMs));
  const rss = results.map((r) => Math.round(r.rssMb));
  console.log(
    `${name}: ready ms ${ready.join(', ')} (median ${median(ready)}); idle RSS MB ${rss.join(', ')} (median ${median(rss)})`,
  );
}
