import { describe, expect, it } from 'vitest';
import {
  batchTargetMs,
  firstBatchSize,
  maxBatchSize,
  minBatchSize,
  nextBatchSize,
  timedBatches,
} from '../src/http/timed-batches.ts';

// A whole list's batches are sized by how long the one before held the database
// (http/timed-batches.ts). The clock is the test's own: each batch "takes" its rows times a cost
// per row, so the sizes are exact and nothing depends on this machine's speed.

/** The sizes of the batches a list of `count` ids is loaded in, at `msPerRow` per row. */
async function batchSizes(count: number, msPerRow: number): Promise<number[]> {
  let clock = 0;
  const sizes: number[] = [];
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  const load = async (batch: number[]) => {
    clock += batch.length * msPerRow;
    sizes.push(batch.length);
    return batch;
  };
  const seen: number[] = [];
  for await (const batch of timedBatches(ids, load, { now: () => clock })) seen.push(...batch);
  // Every id once, in order, whatever the sizes.
  expect(seen).toEqual(ids);
  return sizes;
}

describe('whole-list batches sized by time', () => {
  it('keep to the target: rows at 1/16 ms each come 80 at a time, 5 ms a batch', async () => {
    expect(batchTargetMs).toBe(5);
    // The first 100 take 6.25 ms: over the target, so the next batch fits 5 ms at that pace.
    expect(await batchSizes(500, 1 / 16)).toEqual([firstBatchSize, 80, 80, 80, 80, 80]);
  });

  it('grow at most twice over per batch, up to the most rows in one', async () => {
    // 100 rows in under 0.1 ms: a pace that would fit 5,120 rows, reached by doubling.
    expect(await batchSizes(20_000, 1 / 1024)).toEqual([
      100,
      200,
      400,
      800,
      1600,
      3200,
      maxBatchSize,
      maxBatchSize,
      3700,
    ]);
  });

  it('shrink at once after a slow batch, but not below the fewest rows', async () => {
    // 100 rows in 100 ms would fit 5 rows in the target: 20 is the floor.
    expect(await batchSizes(180, 1)).toEqual([100, minBatchSize, minBatchSize, minBatchSize, 20]);
    expect(nextBatchSize(minBatchSize, 1000)).toBe(minBatchSize);
  });

  it('double after a batch the clock could not even see', () => {
    expect(nextBatchSize(300, 0)).toBe(600);
    expect(nextBatchSize(4000, 0)).toBe(maxBatchSize);
  });

  it('give the event loop a turn before each batch, so other requests are read', async () => {
    const events: string[] = [];
    const load = async (batch: number[]) => {
      events.push(`batch of ${batch.length}`);
      // Queued behind I/O: it runs only if the loop gets a turn before the next batch.
      if (events.length === 1) setImmediate(() => events.push('turn'));
      return batch;
    };
    const ids = Array.from({ length: 300 }, (_, i) => i);
    for await (const batch of timedBatches(ids, load, { now: () => 0 }))
      expect(batch).not.toEqual([]);
    expect(events).toEqual(['batch of 100', 'turn', 'batch of 200']);
  });
});
