// npm start: build what is missing or older than its sources (the web app, the server bundle), then run the
// server in this very process (no child to pass signals to: SIGTERM or SIGINT stops it gracefully). The
// server migrates the database on start. Honours PORT, HOST, DATA_DIR, PUBLIC_URL, DATABASE_URL and the rest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, builtServerId, serverDist, sourceBuildId } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestChange(entries) {
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) continue;
    const stat = fs.statSync(full);
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const dirent of fs.readdirSync(full, { recursive: true, withFileTypes: true }))
        if (dirent.isFile()) newest = Math.max(newest, fs.statSync(path.join(dirent.parentPath, dirent.name)).mtimeMs);
  }
  return newest;
}

if (!fs.existsSync(webIndex)) {
  console.log('No web build found; building it once (about a minute)...');
} else if (newestChange(WEB_SOURCES) > fs.statSync(webIndex).mtimeMs) {
  console.log('The web app changed since it was built; building it again (about a minute)...');
}
if (!fs.existsSync(webIndex) || newestChange(WEB_SOURCES) > fs.statSync(webIndex).mtimeMs) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const wanted = sourceBuildId();
const built = builtServerId();
if (built !== wanted) {
  console.log(
    built
      ? `The server sources changed since the build (build ${built}, sources ${wanted}); building the server again...`
      : 'No server build found; building the server...',
  );
  await buildServer();
}

process.env.NODE_ENV ??= 'production';
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR ?? 'data');
// Should whatever started us (npm, a shell) end without passing on a signal, stop as if it had sent SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
await import(pathToFileURL(path.join(serverDist, 'main.js')).href);
