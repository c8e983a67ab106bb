// Bundles the server (apps/server/src/main.ts and the shared package) into apps/server/dist/main.js, and the
// operator's command line (src/cli.ts) into dist/cli.js, so production runs plain JavaScript with `node`.
// Packages from node_modules stay external: native ones (better-sqlite3, sharp, @node-rs/argon2), pg, and those
// that load files or workers at run time (pino's transports, the AWS SDK) would break or gain nothing from being
// bundled.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
export const serverDist = path.join(serverDir, 'dist');
export const buildIdFile = path.join(serverDist, 'build-id.txt');

const SOURCE_ROOTS = ['apps/server/src', 'apps/server/package.json', 'packages/shared/src', 'package-lock.json'];

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && !/\.test\.tsx?$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath ?? dirent.path, dirent.name))
    .sort();
}

/** A hash of every source the bundle is made from: a build whose id differs is stale. */
export function sourceBuildId() {
  const hash = createHash('sha256');
  for (const file of SOURCE_ROOTS.flatMap(listFiles)) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function builtServerId() {
  return fs.existsSync(buildIdFile) ? fs.readFileSync(buildIdFile, 'utf8').trim() : null;
}

export async function buildServer() {
  const id = sourceBuildId();
  // Built beside dist (same depth, so the source maps' paths hold), then moved in file by file with the build id
  // last: a server or command starting meanwhile loads a whole bundle, old or new, never a missing one.
  const staging = path.join(serverDir, `.dist-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts'), cli: path.join(serverDir, 'src/cli.ts') },
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Every package from node_modules is loaded by Node at run time; only the workspace's own code is bundled.
    packages: 'external',
    external: [],
    plugins: [
      {
        name: 'bundle-shared',
        setup(b) {
          b.onResolve({ filter: /^@clientdock\/shared(\/.*)?$/ }, (args) => {
            const sub = args.path.replace(/^@clientdock\/shared\/?/, '');
            return { path: path.join(root, 'packages/shared/src', sub ? `${sub}.ts` : 'index.ts') };
          });
        },
      },
    ],
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(staging, 'build-id.txt'), `${id}\n`);
  fs.mkdirSync(serverDist, { recursive: true });
  const files = fs.readdirSync(staging).sort((a, b) => Number(a === 'build-id.txt') - Number(b === 'build-id.txt'));
  for (const file of files) fs.renameSync(path.join(staging, file), path.join(serverDist, file));
  fs.rmSync(staging, { recursive: true, force: true });
  return id;
}

/** Builds the server unless the bundle in dist is of the current sources. */
export async function ensureServerBuild() {
  if (builtServerId() !== sourceBuildId()) await buildServer();
}

// `--if-stale`: keep a bundle that is of the current sources (the end-to-end tests and benchmarks start it).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = Date.now();
  if (process.argv.includes('--if-stale') && builtServerId() === sourceBuildId()) process.exit(0);
  const id = await buildServer();
  console.log(`Server built into apps/server/dist (build ${id}) in ${Date.now() - started} ms`);
}
