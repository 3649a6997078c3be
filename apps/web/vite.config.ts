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
