import type { Db } from '../db/index.ts';
import { activity } from '../db/schema/index.ts';
import { activityResource, activityWhere, newestFirst, type ActivityFilters } from './queries.ts';

/** The most entries one export holds (D51); narrower filters reach older entries. */
export const exportLimit = 10_000;

const columns = [
  'id',
  'created_at',
  'actor_id',
  'actor_name',
  'action',
  'subject_type',
  'subject_id',
  'subject_label',
  'changes',
  'ip',
] as const;

/**
 * A CSV field: quoted when it holds a separator, and prefixed with a quote mark when it starts
 * like a formula, so a spreadsheet shows it rather than running it.
 */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered entries, newest first, as CSV with a header row. */
export async function activityCsv(db: Db, filters: ActivityFilters): Promise<string> {
  const rows = await db
    .select()
    .from(activity)
    .where(activityWhere(filters))
    .orderBy(...newestFirst)
    .limit(exportLimit);
  const lines = [columns.join(',')];
  for (const row of rows) {
    const entry = activityResource(row);
    lines.push(columns.map((column) => csvField(entry[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
