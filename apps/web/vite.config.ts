import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { prerenderPublicPages } from './build/prerender';

// MUI is left out on purpose: grouped, every page (the phone-first client portal too) would download every
// MUI component and the date pickers any page uses. Ungrouped, each route loads the components it renders.
const VENDOR_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|@tanstack)[\\/]/;

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
      output: {
        // React, the router, TanStack Query and emotion change rarely: one long-cached vendor chunk; pages load lazily.
        codeSplitting: {
          groups: [{ name: 'vendor', test: VENDOR_PACKAGES }],
        },
      },
    },
  },
});
