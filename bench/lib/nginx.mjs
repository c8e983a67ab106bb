// nginx as the static-file baseline: our own master process on a loopback port, with a temporary prefix and
// configuration (never the system service). Needs the nginx binary: apt-get install -y nginx-light.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function findNginx() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export function nginxVersion(bin) {
  return execFileSync(bin, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim() || 'nginx';
}

/**
 * Serves `root` at http://127.0.0.1:port/ as a production static server does, with Debian's defaults: a worker
 * process per core, sendfile and tcp_nopush on.
 */
export async function startNginx(port, root, { sendfile = true } = {}) {
  const bin = findNginx();
  if (!bin) throw new Error('nginx is not installed: apt-get update && apt-get install -y nginx-light');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-bench-nginx-'));
  fs.mkdirSync(path.join(prefix, 'logs'));
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  const conf = `
${process.getuid?.() === 0 ? 'user root root;' : ''}
worker_processes auto;
error_log ${path.join(prefix, 'logs/error.log')} warn;
pid ${path.join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  sendfile ${sendfile ? 'on' : 'off'};
  tcp_nopush on;
  keepalive_timeout 65;
  default_type application/octet-stream;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { }
  }
}
`;
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const child = spawn(bin, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => child.once('exit', r));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {}
    if (Date.now() > deadline) throw new Error('nginx did not come up');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    version: nginxVersion(bin),
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
