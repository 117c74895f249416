import { timestamp } from 'drizzle-orm/pg-core';

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
