import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Writes .br and .gz beside every text asset after the build, so the server sends compressed files without
 * compressing on each request (and without needing a proxy to do it). `before` runs first, in the same hook.
 */
export function precompress(options: { before?: (outDir: string, root: string) => Promise<void> } = {}): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'clientdock-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Files written after the bundle (the prerendered pages) are compressed with the rest.
      await options.before?.(outDir, root);
      const files = listFiles(outDir).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
