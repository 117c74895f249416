import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Role, and the name of the private notification channel App.Models.{type}.{id}. */
    type: text('type').notNull().default('admin'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    email: text('email').notNull().unique(),
    phone: text('phone'),
    /** Null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    profilePhoto: text('profile_photo'),
    /** Null or 'none' until the user sets up a second factor. */
    twoFactorMethod: text('two_factor_method', { enum: ['totp', 'email', 'none'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // Lookups lower-case the address; the check keeps a mixed-case row from dodging the unique index.
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
