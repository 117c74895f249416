// SWR reads useSyncExternalStore through the `use-sync-external-store/shim` package so that it
// also runs on React 17. React 19 has the hook built in, and the shim only hands it on after a
// version check, yet its code (0.5 kB gzip) would be loaded by every signed-in page (issue #16's
// size budgets). vite.config.ts points that import here instead.
export { useSyncExternalStore } from 'react';
