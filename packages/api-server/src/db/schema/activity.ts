import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A changed field as an entry keeps it; secrets and files carry no values (D50). */
export type StoredChange = { before?: unknown; after?: unknown };

/**
 * The activity trail (D50): one row per change an administrator makes, written in the change's
 * own transaction. Append-only: a trigger refuses UPDATE and DELETE (migration 0014). No foreign
 * keys, and the actor's and subject's names are copied in, so an entry outlives both. Every
 * filter of GET /activity has an index ending in (created_at, id), read backwards for newest
 * first: ascending columns, since a DESC NULLS LAST index cannot serve `ORDER BY ... DESC`
 * (NULLS FIRST) and the planner would sort the whole match instead (bench/activity-trail.ts).
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    subjectLabel: text('subject_label'),
    changes: jsonb('changes').$type<Record<string, StoredChange>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_created_at_id_index').on(table.createdAt, table.id),
    index('activity_subject_index').on(
      table.subjectType,
      table.subjectId,
      table.createdAt,
      table.id,
    ),
    index('activity_actor_index').on(table.actorId, table.createdAt, table.id),
    index('activity_action_index').on(table.action, table.createdAt, table.id),
    // A subject type alone (the Activity page's "Partners" filter).
    index('activity_subject_type_index')
      .on(table.subjectType, table.createdAt, table.id)
      .where(sql`${table.subjectType} is not null`),
  ],
);

export type ActivityRow = typeof activity.$inferSelect;
export type NewActivityRow = typeof activity.$inferInsert;
