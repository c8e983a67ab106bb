import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/**
 * Bundles one of the app's modules for Node, everything inlined so its imports resolve as in the browser build:
 * the prerenderer and the client portal's server renderer are both built this way.
 */
export async function bundleForNode(options: {
  root: string;
  entry: string;
  outDir: string;
  fileName: string;
  plugins?: Plugin[];
  singleFile?: boolean;
}): Promise<string> {
  const { root, entry, outDir, fileName, plugins = [], singleFile = false } = options;
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), ...plugins],
    resolve: { alias: { '@': path.join(root, 'src') } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: path.join(root, entry),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: fileName, ...(singleFile ? { codeSplitting: false } : {}) } },
    },
  });
  return path.join(outDir, fileName);
}
