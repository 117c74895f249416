import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timestampTz } from './columns.ts';
import { roles } from './roles.ts';

/**
 * An invitation to join as an administrator (D53). Only the sha256 of the link's token is kept;
 * a resend replaces it, so an older link stops working. Accepted or revoked invitations stay as
 * history; one pending invitation per address.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who sent it (no foreign key: the invitation outlives the account's row, as entries do). */
    invitedBy: integer('invited_by'),
    /**
     * The role the new admin gets (D71). Null only once its role is deleted, which a pending
     * invitation prevents: a finished invitation does not hold its role in use.
     */
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('admin_invitations_pending_email_unique')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('admin_invitations_created_at_index').on(table.createdAt),
  ],
);

export type AdminInvitationRow = typeof adminInvitations.$inferSelect;
