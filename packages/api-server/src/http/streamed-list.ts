import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery } from '@packlight/api-types';
import { rowsOf, type Db } from '../db/index.ts';
import { listAnswer, pickPage, type ListAnswer, type PagePick } from './page-pick.ts';

const marker = Symbol('streamed list');

/**
 * How many rows a whole list's first batch loads, and the fewest any batch loads. Each batch is
 * one or two statements, and between batches other calls get their turn (bench/marketplace.ts,
 * `--only whole`, measures both).
 */
export const wholeListBatchSize = 100;

/**
 * How long a later batch's load should take. Each statement costs a fixed parse and plan, paid
 * once per batch, so more rows a batch cost less a row; but the embedded database runs one
 * statement at a time, so a paged call may wait for a batch. Each next batch is sized from the
 * rows per millisecond the last one loaded; a slow one (a busy machine) shrinks the next, but
 * not below the first batch's size, where the fixed cost would weigh more on every row.
 */
export const wholeListBatchMs = 12;

/** How far a batch may grow or shrink from the one before it, and its bounds in rows. */
const batchBounds = { step: 2, fewest: wholeListBatchSize, most: 1000 };

/** The size of the batch after one of `size` rows that loaded in `ms`. */
export function nextBatchSize(size: number, ms: number): number {
  const { step, fewest, most } = batchBounds;
  const aimed = Math.round((size * wholeListBatchMs) / Math.max(ms, 0.1));
  return Math.min(most, Math.max(fewest, Math.round(size / step), Math.min(aimed, size * step)));
}

/**
 * A whole list (no `page`) answered as `{"data":[...]}`, written batch by batch. The body is the
 * same JSON the list would give in one piece; the handler returns it and the registrar streams it.
 */
export interface StreamedList<T = unknown> {
  readonly [marker]: true;
  /** Fields written before `data` (the tickets list also says `"success":true`). */
  readonly leading?: Readonly<Record<string, unknown>>;
  /** The rows in order, a batch at a time. */
  batches(): AsyncIterable<T[]>;
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
 * The whole list as a stream: the ids in order first, then the rows `load` (the paged answer's
 * own loader) builds for each batch of ids. The server holds one batch at a time, and lets other
 * calls run before it reads the next.
 */
export function streamedList<T>(
  db: Db,
  pick: WholeListPick,
  load: (ids: number[]) => Promise<T[]>,
): StreamedList<T> {
  return {
    [marker]: true,
    async *batches() {
      // One array value rather than a row per id: the driver reads one value instead of many.
      const picked = await db.execute(
        sql`select array(select ${pick.id} from ${pick.table} ${pick.joins ?? sql``}
            where ${pick.where ?? sql`true`} order by ${sql.join(pick.order, sql`, `)}) as ids`,
      );
      const ids = (rowsOf<{ ids: number[] }>(picked)[0]?.ids ?? []).map(Number);
      let size = wholeListBatchSize;
      for (let start = 0; start < ids.length;) {
        await nextTurn();
        const began = performance.now();
        const rows = await load(ids.slice(start, start + size));
        start += size;
        size = nextBatchSize(size, performance.now() - began);
        yield rows;
      }
    },
  };
}

/**
 * The response of a streamed list: `{"data":[` (after its leading fields), then each batch's
 * rows, comma-separated, then `]}`, read as the client takes them. A failure mid-way ends the
 * body early, so the client gets JSON that does not parse instead of a list that looks whole; a
 * client that goes away stops the list before its next batch.
 */
export function streamedListResponse(list: StreamedList): Response {
  const encoder = new TextEncoder();
  const batches = list.batches()[Symbol.asyncIterator]();
  const head = JSON.stringify(list.leading ?? {}).slice(0, -1);
  let first = true;
  // Set when the client goes away: a batch read after that is dropped, not written.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${head}${head === '{' ? '' : ','}"data":[`));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (cancelled) return;
        if (next.done) {
          controller.enqueue(encoder.encode(']}'));
          controller.close();
          return;
        }
        if (next.value.length === 0) return;
        const text = JSON.stringify(next.value).slice(1, -1);
        controller.enqueue(encoder.encode(first ? text : `,${text}`));
        first = false;
      } catch (error) {
        if (cancelled) return;
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
 * is asked, else the asked page with its total. Both go through `load`.
 */
export async function answerList<T>(
  db: Db,
  query: ListQuery,
  pick: PagePick & WholeListPick,
  load: (ids: number[]) => Promise<T[]>,
): Promise<ListAnswer<T> | StreamedList<T>> {
  if (query.page === undefined) return streamedList(db, pick, load);
  const { ids, total } = await pickPage(db, query, pick);
  return listAnswer(query, await load(ids), total);
}
