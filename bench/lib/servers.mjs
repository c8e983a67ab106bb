import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

/**
 * The production server as its own process. `dataDir` reuses a folder (a restart on the same data, after
 * `kill()`: a crash, SIGKILL, nothing flushed). `stop()` ends it and removes its data folder, unless `keepData`.
 */
export async function startApp(port, env = {}, { dataDir: given, keepData = false } = {}) {
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-bench-'));
  await ensureServerBuild();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  // A loaded machine can take a while to compile and start the app.
  await waitFor(`http://127.0.0.1:${port}/api/health`, 90_000);
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid,
    /** How the process ended ({ code, signal }), or null while it runs. */
    exit: () =>
      child.exitCode === null && child.signalCode === null ? null : { code: child.exitCode, signal: child.signalCode },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startBaseline(port) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs'), String(port)], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/hello`);
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
    },
  };
}
