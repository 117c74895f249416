import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { listAnswer, pickPage, rowsOf, type ListAnswer, type PagePick } from './list-query.ts';
import type { StreamedCheck } from './streamed-check.ts';
import { timedBatches } from './timed-batches.ts';

const marker = Symbol('streamed list');

/**
 * A batch of rows the database wrote as JSON text (db/json-text.ts): the items of the array,
 * comma-separated and without the brackets, spelled exactly as JSON.stringify spells those rows.
 * It is written as it comes, with no objects built in between.
 */
export class RowsJson {
  constructor(
    /** Empty for no rows. */
    readonly text: string,
  ) {}
}

/**
 * A whole list (no `page`) answered as `{"data":[...]}`, written batch by batch. The body is the
 * same JSON the list would give in one piece; the handler returns it and the registrar streams it.
 */
export interface StreamedList<T = unknown> {
  readonly [marker]: true;
  /** Fields written before `data` (the tickets list also says `"success":true`). */
  readonly leading?: Readonly<Record<string, unknown>>;
  /** The rows in order, a batch at a time: as objects, or as the JSON text of the objects. */
  batches(): AsyncIterable<T[] | RowsJson>;
}

/** The same streamed list (or any source of batches) with fields before its `data`. */
export function withLeading<T>(
  list: Pick<StreamedList<T>, 'batches'>,
  leading: Readonly<Record<string, unknown>>,
): StreamedList<T> {
  return { [marker]: true, leading, batches: () => list.batches() };
}

export function isStreamedList(answer: unknown): answer is StreamedList {
  return typeof answer === 'object' && answer !== null && marker in answer;
}

/** Which rows a whole list holds, in order: the same search, filters, joins and sort as a page. */
export interface WholeListPick {
  table: SQLWrapper;
  id: AnyColumn;
  where: SQL | undefined;
  joins?: SQL;
  order: SQL[];
}

/**
 * The whole list as a stream: the ids in order first (a few hundred kB for 100,000 rows), then
 * the rows `load` builds for each batch of ids, answered in the order of the ids given. Each batch
 * is one statement, built and written before the next is read, so the server holds one batch at a
 * time rather than 100,000 rows and their JSON.
 */
export function streamedList<T>(
  db: Db,
  pick: WholeListPick,
  load: (ids: number[]) => Promise<T[] | RowsJson>,
): StreamedList<T> {
  return {
    [marker]: true,
    async *batches() {
      // One array value rather than a row per id: reading 100,000 rows cost more than the sort.
      const picked = await db.execute(
        sql`select array(select ${pick.id} from ${pick.table} ${pick.joins ?? sql``}
            where ${pick.where ?? sql`true`} order by ${sql.join(pick.order, sql`, `)}) as ids`,
      );
      const ids = (rowsOf<{ ids: number[] }>(picked)[0]?.ids ?? []).map(Number);
      // Batches sized by time (http/timed-batches.ts): each holds the database a few ms, so other
      // users' calls are not held up behind a whole list.
      yield* timedBatches(ids, load);
    },
  };
}

/** A batch's rows as JSON text without the array's brackets; empty for no rows. */
function batchText(batch: unknown[] | RowsJson): string {
  if (batch instanceof RowsJson) return batch.text;
  return batch.length === 0 ? '' : JSON.stringify(batch).slice(1, -1);
}

/**
 * The response of a streamed list: `{"data":[` (after its leading fields) then each batch's rows,
 * comma-separated, then `]}`, read batch by batch as the client takes them. `check` (the contract
 * check of demo mode; null without it) gets every batch as an answer of its own, `{"data":[...]}`,
 * as it is written, and the closing `]}` waits for every batch's check. A failure mid-way ends the
 * body early, so the client gets JSON that does not parse instead of a list that looks whole.
 */
export function streamedListResponse(list: StreamedList, check: StreamedCheck | null): Response {
  const encoder = new TextEncoder();
  const batches = list.batches()[Symbol.asyncIterator]();
  const head = JSON.stringify(list.leading ?? {}).slice(0, -1);
  const opening = `${head}${head === '{' ? '' : ','}"data":[`;
  let first = true;
  // Set when the client goes away: a batch read before that is dropped, not written to a body
  // that no longer exists.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(opening));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (cancelled) return;
        if (next.done) {
          await check?.done();
          if (cancelled) return;
          controller.enqueue(encoder.encode(']}'));
          controller.close();
          return;
        }
        const text = batchText(next.value);
        if (text === '') return;
        await check?.add(`${opening}${text}]}`);
        if (cancelled) return;
        // After a comma unless it is the first batch.
        controller.enqueue(encoder.encode(first ? text : `,${text}`));
        first = false;
      } catch (error) {
        console.error('A streamed list ended unfinished:', error);
        throw error;
      }
    },
    async cancel() {
      cancelled = true;
      await batches.return?.();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

/**
 * A list call's answer from its pick and its row loader: the whole list streamed when no `page`
 * is asked, else the asked page with its total. `loadJson`, when given, loads the whole list's
 * batches as JSON text.
 */
export async function answerList<T>(
  db: Db,
  query: ListQuery,
  pick: PagePick & WholeListPick,
  load: (ids: number[]) => Promise<T[]>,
  loadJson?: (ids: number[]) => Promise<RowsJson>,
): Promise<ListAnswer<T> | StreamedList<T>> {
  if (query.page === undefined) return streamedList(db, pick, loadJson ?? load);
  const { ids, total } = await pickPage(db, query, pick);
  return listAnswer(query, await load(ids), total);
}
