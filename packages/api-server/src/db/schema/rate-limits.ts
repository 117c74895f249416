import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Laravel's rate-limit counters (its cache's `{key}` and `{key}:timer`), in the database so every
 * server process counts the same hits: spread over several processes, brute force is still
 * bounded by one limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the window ends and the count starts again. */
    resetAt: timestampTz('reset_at').notNull(),
  },
  (table) => [index('rate_limits_reset_at_index').on(table.resetAt)],
);
