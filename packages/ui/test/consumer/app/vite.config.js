import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain app: no vanilla-extract plugin, since the published kit ships compiled CSS.
export default defineConfig({ plugins: [react()] });
