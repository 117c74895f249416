import { sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone (timestamptz) as every date of the schema is. */
export const timestampTz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** When the row was made: set by the database on insert. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/**
 * Laravel's `$table->timestamps()`, but never null: created_at set on insert, updated_at also
 * moved by every update drizzle makes. Spread into a table: `{ id, ..., ...timestamps() }`.
 */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * A list's search text: the fields its `?search=` matches, lower-cased and joined by chr(31) (so
 * a search never matches across two fields), names of the people on the row included. Kept by
 * triggers (migration 0008), so a search is one LIKE on the list's own table, which its trigram
 * index (three characters or more) or its index of one- and two-character pieces serves, and a
 * status filter on the same row narrows it in the same scan. Travelers', partners' and riders'
 * begin with the user's lower-cased name, which GET /search sorts its hits by.
 */
export const searchText = () => text('search_text').notNull().default('');

/**
 * A record's version: 1 on insert, one more on every update drizzle makes, so its ETag changes
 * with every admin change and a stale If-Match is refused (D55). Updates the triggers make to
 * derived columns (search text, sales, copied names) leave it alone.
 */
export const version = () =>
  integer('version')
    .notNull()
    .default(1)
    .$onUpdate(() => sql`"version" + 1`);
