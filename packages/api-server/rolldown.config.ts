import { builtinModules } from 'node:module';
import { defineConfig } from 'rolldown';
import packageJson from './package.json' with { type: 'json' };

// The server as plain JavaScript for `pnpm start`: one ESM file per entry, in dist/ one level
// under the package like src/ (src/package-paths.ts relies on that). rolldown (Vite's own
// bundler, already in the workspace), not tsc: the contract (@packlight/api-types) is TypeScript
// source in the workspace and must be compiled into the server, while every npm dependency stays
// an import of node_modules. tsdown would wrap the same bundler but needs Node 22.
const external = [
  ...builtinModules,
  ...Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@packlight/')),
];

export default defineConfig({
  input: {
    main: 'src/main.ts',
    seed: 'src/cli/seed.ts',
    // The embedded cluster on its own, for scripts/with-postgres.mjs (throw-away clusters).
    cluster: 'src/db/embedded/cluster.ts',
    // The demo pictures' worker; images.ts starts it from beside the module that asks.
    'images-worker': 'src/seed/draw-images.ts',
  },
  platform: 'node',
  external: (id) =>
    id.startsWith('node:') || external.some((name) => id === name || id.startsWith(`${name}/`)),
  output: {
    dir: 'dist',
    cleanDir: true,
    format: 'esm',
    entryFileNames: '[name].mjs',
    sourcemap: true,
  },
});
