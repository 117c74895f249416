/**
 * The whole lists (no `page`) in bench/marketplace.ts: how long one takes, how much memory it
 * costs the server, whether its body is the whole list, and how long paged calls wait while one
 * streams.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { summary, timed } from './timing.ts';

/** Resident memory of a process, now and at its peak since the last reset (Linux: VmRSS, VmHWM). */
export async function rss(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}
const resetPeakRss = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});

/**
 * The list's total. A page's total is counted only a little past the page (http/list-query.ts,
 * `countCap`), so it is asked of pages ever further on until the count is exact.
 */
async function listTotal(url: string, token: string, path: string): Promise<number> {
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page *= 10) {
    const answer = await fetch(`${url}/api${path}${separator}page=${page}&per_page=100`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    const { meta } = (await answer.json()) as { meta: { total: number; total_capped_at?: number } };
    if (meta.total_capped_at === undefined) return meta.total;
  }
}

/**
 * Throws unless the body parses as JSON and holds `total` rows: a streamed list that ended early
 * (a batch that failed mid-way) is JSON that does not parse, and a batch lost on the way is a
 * short `data`.
 */
function checkWholeBody(path: string, chunks: Uint8Array[], total: number): void {
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: unknown[] };
  if (body.data?.length !== total) {
    throw new Error(`${path}: the whole list has ${body.data?.length} rows, its total is ${total}`);
  }
}

/**
 * A whole list: first byte, last byte, and how far the server's peak memory rose above `idleMb`,
 * its resident size before any whole list was asked. Every body is checked whole (after the
 * clock stops).
 */
export async function measureWholeList(
  url: string,
  token: string,
  pid: number,
  path: string,
  idleMb: number,
  runs: number,
) {
  const total = await listTotal(url, token, path);
  const firstBytes: number[] = [];
  const totals: number[] = [];
  const growths: number[] = [];
  let bytes = 0;
  const warmUp = await timed(`${url}/api${path}`, token, true);
  checkWholeBody(path, warmUp.chunks!, total);
  for (let n = 0; n < runs; n++) {
    await resetPeakRss(pid);
    const run = await timed(`${url}/api${path}`, token, true);
    growths.push((await rss(pid)).peak - idleMb);
    checkWholeBody(path, run.chunks!, total);
    firstBytes.push(run.firstByte);
    totals.push(run.ms);
    bytes = run.bytes;
  }
  return {
    firstByte: summary(firstBytes),
    total: summary(totals),
    msPerMb: summary(totals.map((ms) => ms / (bytes / 1e6))),
    growth: summary(growths),
    bytes,
    rows: total,
  };
}

/** Downloads a whole list in a worker thread; `open` settles when its headers arrive. */
function streamInBackground(url: string, token: string) {
  const worker = new Worker(new URL('./whole-list-reader.mjs', import.meta.url), {
    workerData: { url, token },
  });
  let streaming = true;
  let opened = () => {};
  const open = new Promise<void>((resolve) => (opened = resolve));
  const done = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    worker.on('message', (message: { type: string; status: number; bytes: number }) => {
      if (message.type === 'open') opened();
      if (message.type !== 'done') return;
      streaming = false;
      resolve(message);
    });
    worker.on('error', reject);
  });
  return { open, done, isStreaming: () => streaming, stop: () => worker.terminate() };
}

/**
 * Paged calls issued one after another, each as soon as the one before it ended, while a client
 * downloads `wholePath` as fast as it can, `streams` times over. Every call issued before the
 * download ended is counted, so one held up until the list's last byte counts too. Returns the
 * times by paged path.
 */
export async function pagedWhileStreaming(
  url: string,
  token: string,
  wholePath: string,
  pagedPaths: string[],
  streams: number,
): Promise<Map<string, number[]>> {
  const times = new Map(pagedPaths.map((path) => [path, [] as number[]]));
  for (let n = 0; n < streams; n++) {
    const download = streamInBackground(`${url}/api${wholePath}`, token);
    await download.open;
    for (let call = 0; download.isStreaming(); call++) {
      const path = pagedPaths[call % pagedPaths.length]!;
      times.get(path)!.push((await timed(`${url}/api${path}`, token)).ms);
    }
    const { status, bytes } = await download.done;
    await download.stop();
    if (status !== 200 || bytes === 0) throw new Error(`${wholePath} answered ${status}`);
  }
  return times;
}
