import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// In development the api-server runs beside Vite; in production it serves the built app itself.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: {
      '/api': apiServer,
      '/storage': apiServer,
      // The realtime socket (Pusher protocol) lives at /app/{key}; a regex so no route is caught.
      '^/app/': { target: apiServer, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
