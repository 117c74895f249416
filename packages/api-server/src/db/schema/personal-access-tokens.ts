import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns.ts';
import { users } from './users.ts';

/** Sanctum-style bearer tokens: only the sha256 of the secret part is kept. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    lastUsedAt: timestampTz('last_used_at'),
    /** Null means the token lives until it is revoked. */
    expiresAt: timestampTz('expires_at'),
    /** The browser or device it was issued to, as its User-Agent said (the sessions list). */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('personal_access_tokens_user_id_index').on(table.userId)],
);

export type PersonalAccessTokenRow = typeof personalAccessTokens.$inferSelect;
