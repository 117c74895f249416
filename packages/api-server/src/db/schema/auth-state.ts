import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns.ts';
import { users } from './users.ts';

/** Laravel's password_reset_tokens: one live token per address, stored as its sha256. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
});

/**
 * A sign-in held by a second factor: the login_token (sha256) the client must bring back, and
 * for the email method the mailed 6-digit code (sha256). Single use, short-lived.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginTokenHash: text('login_token_hash').notNull().unique(),
    method: text('method', { enum: ['totp', 'email'] }).notNull(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_challenges_user_id_index').on(table.userId)],
);

/** A user's identity at a sign-in provider (Google, Apple, Shopify). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_accounts_provider_user_unique').on(table.provider, table.providerUserId),
    index('social_accounts_user_id_index').on(table.userId),
  ],
);

/**
 * An OAuth state this server handed out (32 random bytes, hex), with what the callback needs:
 * the provider, the redirect address and, for Shopify, the shop. Single use, short-lived; kept in
 * the database so any server process behind a load balancer can finish the sign-in.
 */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  shop: text('shop'),
  expiresAt: timestampTz('expires_at').notNull(),
  createdAt: createdAt(),
});

export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;
export type OauthStateRow = typeof oauthStates.$inferSelect;
