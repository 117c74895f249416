import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every path in this package, from one module one level under the package root: the same from
// src/ (tsx, tests) and from the built server in dist/, where every module shares one file.

/** packages/api-server */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
/** The workspace's root (the default data folder and the built app live under it). */
export const repoRoot = resolve(packageRoot, '../..');
/** drizzle-kit's migrations, applied at start. */
export const migrationsFolder = resolve(packageRoot, 'drizzle');
