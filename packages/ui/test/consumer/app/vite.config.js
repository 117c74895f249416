import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// A partner app with styles of its own: the vanilla-extract plugin compiles its `.css.ts` files
// (the brand theme, src/brand.css.ts), while the kit arrives precompiled (its stylesheet and
// plain JS modules the plugin leaves alone).
export default defineConfig({ plugins: [react(), vanillaExtractPlugin()] });
