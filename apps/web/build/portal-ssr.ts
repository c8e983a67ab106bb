import path from 'node:path';
import type { Plugin } from 'vite';
import { bundleForNode } from './node-bundle';

/** Where the server looks for the client portal's renderer: <dist>/.ssr/portal-render.mjs (never served). */
export const PORTAL_RENDERER = path.join('.ssr', 'portal-render.mjs');

// pdf.js is only ever loaded in the browser, when a client opens a PDF: the server's copy of the page gets a stub.
function pdfViewerStub(): Plugin {
  const id = '\0pdf-viewer-stub';
  return {
    name: 'clientdock-pdf-viewer-stub',
    resolveId: (source) => (/[\\/]pdf-viewer$/.test(source) ? id : null),
    load: (source) => (source === id ? 'export default function PdfViewer() { return null; }' : null),
  };
}

/**
 * After the browser build, bundles src/portal-server.tsx for Node: the server renders a client portal's first
 * view with it, so the page arrives drawn (see the server's web-app plugin).
 */
export function portalRendererBuild(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'clientdock-portal-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await bundleForNode({
        root,
        entry: 'src/portal-server.tsx',
        outDir: path.join(outDir, path.dirname(PORTAL_RENDERER)),
        fileName: path.basename(PORTAL_RENDERER),
        plugins: [pdfViewerStub()],
        singleFile: true,
      });
    },
  };
}
