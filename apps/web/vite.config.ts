import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { portalRendererBuild } from './build/portal-ssr';
import { precompress } from './build/precompress';
import { prerenderPublicPages } from './build/prerender';

// MUI is left out on purpose: grouped, every page would download every MUI component and the date pickers any
// page uses. Ungrouped, each route loads the components it renders. React and TanStack Query have groups of their
// own because the client portal (portal.html) needs them and nothing else: it never loads the router or emotion.
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const QUERY_PACKAGES = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const VENDOR_PACKAGES = /[\\/]node_modules[\\/](react-router|@emotion)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    // Our own service worker (src/sw.ts) for Web Push. Its precache list holds only index.html, whose revision
    // changes with every build: that is what tells open pages a new version is out, without making a client's
    // phone download the whole app on a first visit.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: null,
      registerType: 'prompt',
      manifest: false,
      injectManifest: { globPatterns: ['index.html'] },
      devOptions: { enabled: false },
    }),
    // The public pages are rendered to HTML first, so they are compressed with everything else.
    precompress({ before: prerenderPublicPages }),
    // The client portal's server renderer (build/portal-ssr.ts).
    portalRendererBuild(),
  ],
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload a client portal's chunks with the page (see the server's web-app plugin).
    manifest: true,
    // The vendor chunk (React, router, query, emotion) is large by design and cached across releases;
    // pdf.js (loaded only when a client opens a PDF) is the one bigger chunk.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The app, and the client portal's own page (what a client's link opens; see the server's web-app plugin).
      input: {
        main: decodeURIComponent(new URL('./index.html', import.meta.url).pathname),
        portal: decodeURIComponent(new URL('./portal.html', import.meta.url).pathname),
      },
      output: {
        // React, the router, TanStack Query and emotion change rarely: long-cached vendor chunks; pages load lazily.
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_PACKAGES },
            { name: 'query', test: QUERY_PACKAGES },
            { name: 'vendor', test: VENDOR_PACKAGES },
          ],
        },
      },
    },
  },
});
