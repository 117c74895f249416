import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compression } from 'vite-plugin-compression2';

// In development the api-server runs beside Vite; in production it serves the built app itself.
const apiServer = 'http://127.0.0.1:3000';

// Vite's defaults: every route is a lazy import (src/app/router.tsx), and the bundler splits the
// rest. The first-paint budgets are enforced by e2e/tests/bundle-budgets.spec.ts.
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // React Aria's built-in strings ("Clear search", "Close") follow the app's one language,
    // English, instead of the browser's; the other languages stay out of the bundle.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // A brotli and a gzip copy beside each asset, which the api-server sends to browsers that
    // take them. Not index.html: the server writes the realtime settings into it per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/] }),
  ],
  server: {
    proxy: {
      '/api': apiServer,
      '/storage': apiServer,
      // Demo mode's mail outbox and stand-in sign-in provider pages are served by the api-server.
      '/outbox': apiServer,
      '/demo-oauth': apiServer,
      // The realtime socket (Pusher protocol) lives at /app/{key}; a regex so no route is caught.
      '^/app/': { target: apiServer, ws: true },
    },
  },
  // One stylesheet for the whole app, linked by index.html (D69): split per chunk, a signed-in
  // screen waited for some thirty small CSS files, which the browser fetches before scripts,
  // six at a time, ahead of the screen's code and first call (the screen benches' first row).
  build: { outDir: 'dist', emptyOutDir: true, cssCodeSplit: false },
});
