import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The process and all its descendants, from ps. */
function processTree(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of rows) if (parent === tree[i]) tree.push(child);
  return tree;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it.each([
    ['SIGTERM', 'npm'],
    ['SIGINT', 'npm'],
    ['SIGTERM', 'server'],
  ] as const)('stops the whole process tree on %s to the %s process', { timeout: 180_000 }, async (signal, target) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-start-'));
    const port = await freePort();
    const buildId = path.join(root, 'apps/server/dist/build-id.txt');
    // A build made from other sources than the checkout's is rebuilt, and the log says why.
    const staleBuild = target === 'npm' && signal === 'SIGTERM';
    if (staleBuild && fs.existsSync(buildId)) fs.writeFileSync(buildId, 'an-older-build\n');
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    try {
      const deadline = Date.now() + 150_000;
      for (;;) {
        if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`no answer from npm start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const tree = processTree(npm.pid as number);
      expect(tree.length).toBeGreaterThanOrEqual(2);
      process.kill(target === 'npm' ? (npm.pid as number) : (tree.at(-1) as number), signal);
      const stopBy = Date.now() + 15_000;
      while (tree.some(isAlive) && Date.now() < stopBy) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(tree.filter(isAlive)).toEqual([]);
      expect(output).toMatch(/received: no new connections/);
      if (staleBuild) expect(output).toMatch(/server sources changed since the build|No server build found/);
    } finally {
      for (const pid of processTree(npm.pid as number)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Here rather than beside the command line's other tests: npm run cli rebuilds a stale bundle, and the npm start test
// above makes it stale on purpose. Tests in one file run one after another.
describe('npm run cli', () => {
  it('reads DATA_DIR from the repository root as npm start does, though npm runs it in apps/server', {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-cli-'));
    try {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        // Relative to the repository root; read from apps/server it would name another folder.
        DATA_DIR: path.relative(root, dataDir),
        // Doctor's address check goes to a loopback port nothing listens on.
        PUBLIC_URL: 'http://127.0.0.1:9',
      };
      // From the root, as the README says, and from apps/server, as the API docs allow.
      for (const cwd of [root, path.join(root, 'apps/server')]) {
        const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'cli', '--', 'doctor'], {
          cwd,
          env,
        }).catch((error: { stdout: string }) => error);
        expect(stdout).toContain(`free in ${dataDir}`);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      // Where a command reading DATA_DIR from apps/server would have put it, inside the checkout.
      fs.rmSync(path.resolve(root, 'apps/server', path.relative(root, dataDir)), { recursive: true, force: true });
    }
  });
});
