import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const VENDOR_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@mui|@emotion|@tanstack)[\\/]/;
const SHARED_PACKAGES = /[\\/](packages[\\/]shared|node_modules[\\/]zod)[\\/]/;

export default defineConfig({
  plugins: [react()],
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
    // The vendor chunk (React, router, MUI) is large by design and cached across releases.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // React, the router, MUI and emotion change rarely: one long-cached vendor chunk; pages load lazily.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR_PACKAGES },
            { name: 'shared', test: SHARED_PACKAGES },
          ],
        },
      },
    },
  },
});
