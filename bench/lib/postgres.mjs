// A PostgreSQL server of our own for tests that restart it: a throwaway cluster (initdb in a temporary folder)
// on a loopback port, started, restarted and stopped with pg_ctl. The machine's shared server is never touched.
// Runs as the postgres system user when this process is root (PostgreSQL refuses to run as root).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN;
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

export async function startPrivatePostgres(port) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries (pg_ctl) found');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-bench-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const as = (file, args) => (asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args));
  const pgCtl = (...args) => as(path.join(bin, 'pg_ctl'), ['-D', data, '-l', log, ...args]);
  await as(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  await pgCtl('-o', options, '-w', '-t', '60', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: (await as(path.join(bin, 'postgres'), ['--version'])).stdout.trim(),
    /** A fast restart (open connections are cut), answering once the server accepts connections again. */
    restart: () => pgCtl('-o', options, '-m', 'fast', '-w', '-t', '60', 'restart'),
    async stop() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
