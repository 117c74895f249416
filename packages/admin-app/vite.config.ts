import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// In development the api-server runs beside Vite; in production it serves the built app itself.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its built-in strings (a search field's "Clear search", a toast's
    // "Close") in 34 languages. The app speaks English only, so those strings follow it
    // instead of the browser's language, and the other 33 stay out of the bundle.
    optimizeLocales.vite({ locales: ['en-US'] }),
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the kit supports preloads modules natively; the polyfill would be first-paint
    // JS on every page (issue #16) that never runs.
    modulePreload: { polyfill: false },
  },
});
