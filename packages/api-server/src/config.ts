import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Embedded PGlite (on disk, or in memory when `dataDir` is null) or a real Postgres. */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Demo mode seeds demo data and checks every answer against the contract. */
  mode: 'demo' | 'production';
  appDist: string;
}

// An empty variable (`PORT=`) means "unset", as shells and .env files often produce them.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' }),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^(memory:\/\/$|postgres(ql)?:\/\/)/, {
      error: "must be 'memory://' or a postgres:// (postgresql://) URL",
    }),
  ),
  NODE_ENV: optional(z.string()),
  APP_DIST: optional(z.string()),
});

/** Raised when the environment holds a value the server cannot run with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from environment variables; throws a ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR ?? resolve(repoRoot, '.data'));
  return {
    port: vars.PORT ?? 3000,
    host: vars.HOST ?? '127.0.0.1',
    dataDir,
    database: databaseConfig(vars.DATABASE_URL, dataDir),
    mode: vars.NODE_ENV === 'production' ? 'production' : 'demo',
    appDist: resolve(vars.APP_DIST ?? resolve(repoRoot, 'packages/admin-app/dist')),
  };
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { kind: 'pglite', dataDir: resolve(dataDir, 'db') };
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  return { kind: 'postgres', url };
}
