import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * What an administrator may do (D71): a named set of `area:action` permissions. The built-in
 * roles are seeded by migration 0023 with the contract's `builtInRoles` and cannot be changed
 * through the API; owners add custom ones. `key` never changes once made, so an invitation or a
 * script can name a role by it. A role held by an admin cannot be deleted (users.role_id).
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    builtIn: boolean('built_in').notNull().default(false),
    ...timestamps(),
  },
  // Two roles named alike would be told apart by nobody in the Team tab.
  (table) => [uniqueIndex('roles_name_unique').on(sql`lower(${table.name})`)],
);

export type RoleRow = typeof roles.$inferSelect;
