import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain app: no vanilla-extract plugin, since the published kit ships compiled CSS (the brand
// theme is set from the kit's tokens at run time, src/brand.ts).
export default defineConfig({ plugins: [react()] });
