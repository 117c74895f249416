/**
 * The suite's one PostgreSQL: a throw-away embedded cluster started once for the whole run
 * (or the server at DATABASE_URL, when a developer points the suite at one), holding a migrated
 * template that each test file copies into a database of its own (test-database.ts).
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/index.ts';
import { startCluster } from '../../src/db/embedded/cluster.ts';

export const templateName = 'packlight_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the suite's server's `postgres` database. */
    databaseServer: string;
  }
}

/** Points `url` at another database of the same server. */
export function onDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs one statement on the server's `postgres` database. */
export async function onServer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.DATABASE_URL;
  const cluster = given?.startsWith('postgres') ? null : await startCluster(null);
  const server = cluster ? cluster.url('postgres') : onDatabase(given!, 'postgres');
  await onServer(server, `drop database if exists "${templateName}"`);
  await onServer(server, `create database "${templateName}"`);
  const template = await openDatabase({
    database: { kind: 'postgres', url: onDatabase(server, templateName) },
  });
  await template.close();
  project.provide('databaseServer', server);
  return async () => {
    await cluster?.stop();
  };
}
