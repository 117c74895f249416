import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns.ts';
import { roles } from './roles.ts';

/**
 * Every account: administrators, and the people behind travelers, partners and riders (each of
 * those has a users row of its type plus a row in its own table).
 */
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
    /** Null for accounts that only sign in through a social provider (or never sign in). */
    passwordHash: text('password_hash'),
    profilePhoto: text('profile_photo'),
    /** Null or 'none' until the user sets up a second factor. */
    twoFactorMethod: text('two_factor_method', { enum: ['totp', 'email', 'none'] }),
    /** The authenticator secret, encrypted (see auth/secrets.ts); never sent to a client. */
    twoFactorSecret: text('two_factor_secret'),
    /** sha256 of each unused recovery code. */
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>(),
    /** The last 30 s step whose code signed in, so a code is never accepted twice. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** Set while an administrator is deactivated: no sign-in, no session (D52). */
    deactivatedAt: timestampTz('deactivated_at'),
    /** An administrator's role (D71); null for travelers, partners and riders. */
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    /** Name, email and phone lower-cased in one text (unit separators between, so a search never
     * matches across two fields): a list's search is then a plain LIKE on one column, ten times
     * cheaper per row than ILIKE on three on the embedded database, with one trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || chr(31) || email || chr(31) || coalesce(phone, ''))`,
    ),
    ...timestamps(),
  },
  (table) => [
    // Lookups lower-case the address; the check keeps a mixed-case row from dodging the unique index.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    // Every administrator has a role, so a missing one can never read as "no limits".
    check('users_admin_has_role', sql`${table.type} <> 'admin' or ${table.roleId} is not null`),
    index('users_type_index').on(table.type),
    index('users_name_index').on(table.name),
    index('users_role_id_index').on(table.roleId),
    // Made by migration 0003 for the travelers' phone sort, declared here since.
    index('users_phone_index').on(table.phone),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
