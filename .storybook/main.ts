import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Storybook builds with its own Vite config, so the *.css.ts compiler is added here too.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Compiled *.css.ts files import this runtime, which the dependency scan cannot see in
      // the source; found late, Vite re-bundles and reloads mid-run. It is plain ESM anyway.
      exclude: [...(viteConfig.optimizeDeps?.exclude ?? []), '@vanilla-extract/recipes'],
    },
  }),
};

export default config;
