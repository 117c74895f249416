import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityPage } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { activity, type ActivityRow } from '../db/schema/index.ts';
import { countCap, listAnswer } from '../http/page-pick.ts';

/** The filters of GET /activity and its export, as validated. */
export interface ActivityFilters {
  subject_type?: string | undefined;
  subject_id?: number | undefined;
  actor_id?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A date alone is a whole UTC day: `from` its first instant, `to` its last. */
function instant(value: string, end: boolean): Date {
  if (value.length > 10) return new Date(value);
  return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
}

/** The WHERE of the filters; each combination has an index that serves its order (schema). */
export function activityWhere(filters: ActivityFilters): SQL | undefined {
  return and(
    filters.subject_type ? eq(activity.subjectType, filters.subject_type) : undefined,
    filters.subject_id ? eq(activity.subjectId, filters.subject_id) : undefined,
    filters.actor_id ? eq(activity.actorId, filters.actor_id) : undefined,
    filters.action ? eq(activity.action, filters.action) : undefined,
    filters.from ? gte(activity.createdAt, instant(filters.from, false)) : undefined,
    filters.to ? lte(activity.createdAt, instant(filters.to, true)) : undefined,
  );
}

/** Newest first; entries of one instant by id, the order they were written. */
export const newestFirst = [desc(activity.createdAt), desc(activity.id)];

/** An entry as the API gives it. */
export function activityResource(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    actor_id: row.actorId,
    actor_name: row.actorName,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject_label: row.subjectLabel,
    changes: row.changes,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One page of the trail. The total is counted no further than a little past the page (as the
 * other lists do), so a page costs its own rows, not the whole trail's.
 */
export async function listActivity(
  db: Db,
  query: ActivityFilters & { page?: number | undefined; per_page?: number | undefined },
): Promise<ActivityPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 25;
  const where = activityWhere(query);
  const paged = { page, per_page: perPage };
  const cap = countCap(paged);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(activity)
      .where(where)
      .orderBy(...newestFirst)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(activity)
        .where(where)
        .limit(cap + 1)
        .as('counted'),
    ),
  ]);
  const answer = listAnswer(paged, rows.map(activityResource), {
    counted: counted?.count ?? 0,
    cap,
  });
  return { data: answer.data, meta: answer.meta! };
}
