import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalPreload, precompress } from './src/portal/build/portal-preload.ts';

export default defineConfig({
  plugins: [react(), portalPreload(), precompress()],
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  experimental: {
    // Chunks name each other (and their stylesheets) relative to themselves, so the same build loads
    // from `/assets/` on our host and from `/apps/returns/assets/` on a store's domain (the app proxy).
    renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' ? { relative: true } : undefined),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/portal-size.mjs reads the manifest to add up what each portal route downloads.
    manifest: true,
    // The Polaris group below is one vendor chunk of 797 kB (224 kB gzipped) that only the admin loads, once,
    // and caches; shopper pages never load it (bench/portal-size.mjs keeps each under 90 kB). The limit sits
    // a little above it, so any larger chunk still warns.
    chunkSizeWarningLimit: 850,
    rolldownOptions: {
      output: {
        // Named vendor chunks; React is claimed first so the Polaris group cannot pull it in,
        // which would make every shopper page download Polaris.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 20,
            },
            { name: 'polaris', test: /node_modules[\\/]@shopify[\\/]polaris/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
