import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long one batch statement of a whole list should hold the database. PGlite runs one statement
 * at a time for the whole server, and each statement of another user's call (its token, its page,
 * its rows: three for a paged list) can land behind one batch, so a batch costs a paged call up to
 * its length per statement. While an orders list streamed at 100k (bench/marketplace.ts, machine
 * load 3.6-5), paged calls kept p95 11-17 ms with 5 ms batches and 27-88 ms with 10 ms batches,
 * in alternated runs. Smaller batches cost the list more statements, ~1-2 ms each on a kept
 * statement (db/kept-statements.ts). A pool of Postgres connections runs statements side by
 * side; there the rule only makes more, shorter statements.
 */
export const batchTargetMs = 5;

/**
 * The most rows in one batch, however fast they come: the server holds a batch's rows and their
 * JSON (a few MB at 5,000) while it writes them.
 */
export const maxBatchSize = 5000;

/** The first batch: small, so the first rows leave as soon as the ids are known. */
export const firstBatchSize = 100;

/**
 * The fewest rows in a batch, so a slow moment (another statement ahead in the queue) cannot turn
 * the list into a statement per row.
 */
export const minBatchSize = 20;

/**
 * The size of the batch after one of `size` rows that took `tookMs`: as many rows as that pace
 * fits in `batchTargetMs`, at most twice as many as before (one fast batch is not a trend) and
 * within `minBatchSize`..`maxBatchSize`. A batch over the target shrinks the next at once.
 */
export function nextBatchSize(size: number, tookMs: number): number {
  const fitting = tookMs > 0 ? Math.floor((size * batchTargetMs) / tookMs) : Infinity;
  return Math.max(minBatchSize, Math.min(fitting, size * 2, maxBatchSize));
}

/** What `timedBatches` waits for and reads between batches; tests give their own. */
export interface BatchPacing {
  /** Waits before each batch; by default one turn of the event loop. */
  pause?: () => Promise<void>;
  /** The clock, in ms. */
  now?: () => number;
}

/**
 * The loaded batches of `ids`, in order, each sized by how long the one before took. Before each
 * batch `pause` runs; it must at least give the event loop a turn: a statement runs in this
 * thread (PGlite) and the batches follow each other as promises, so without one the server would
 * not even read another request until the whole list was written.
 */
export async function* timedBatches<T>(
  ids: readonly number[],
  load: (ids: number[]) => Promise<T>,
  { pause = () => nextTurn(), now = () => performance.now() }: BatchPacing = {},
): AsyncGenerator<T> {
  for (let start = 0, size = firstBatchSize; start < ids.length;) {
    await pause();
    const started = now();
    const batch = await load(ids.slice(start, start + size));
    start += size;
    size = nextBatchSize(size, now() - started);
    yield batch;
  }
}
