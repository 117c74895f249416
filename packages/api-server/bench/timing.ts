/** Timing one API call and summing up a set of timings, for bench/marketplace.ts. */

/** What `timed` measured; `chunks` is the body as read, when it was asked to keep it. */
export interface Timed {
  ms: number;
  firstByte: number;
  bytes: number;
  chunks?: Uint8Array[];
}

/**
 * One call: time to the first body byte and to the last. The body is read, not parsed; `keep`
 * holds on to its chunks (for a check after the clock stops, so the check costs the call nothing).
 */
export async function timed(url: string, token: string, keep = false): Promise<Timed> {
  const started = performance.now();
  const answer = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const reader = answer.body!.getReader();
  let firstByte = NaN;
  let bytes = 0;
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
    bytes += value.byteLength;
    if (keep) chunks.push(value);
  }
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return { ms, firstByte, bytes, ...(keep ? { chunks } : {}) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export interface Summary {
  min: number;
  median: number;
  p95: number;
  max: number;
}

export function summary(times: number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? NaN,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
}
