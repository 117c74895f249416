import { Worker } from 'node:worker_threads';
import type { Endpoint } from '@packlight/api-types';

/**
 * The contract check of a streamed whole list (demo mode): each batch, written as its own answer
 * (`{"data":[...]}`), is parsed and checked on a thread of its own (contract-check-worker.mjs)
 * while the server goes on to the next batch.
 */
export interface StreamedCheck {
  /**
   * Hands the batch's answer text to the check; waits while two batches are still being checked,
   * so a slow check holds back the list rather than piling up batches. Throws once an earlier
   * batch has failed.
   */
  add(json: string): Promise<void>;
  /** Waits for every batch's check; throws if one failed. */
  done(): Promise<void>;
}

/** How many batches may wait for their check: the one being checked and the next. */
const inFlight = 2;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (problem: string | null) => void>();

/**
 * The one check thread: started by `startCheckThread` when a demo server listens, or else on the
 * first whole list. It never keeps the process alive.
 */
function checkThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./contract-check-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', ({ id, problem }: { id: number; problem: string | null }) => {
    waiting.get(id)?.(problem);
    waiting.delete(id);
  });
  // A thread that fails or ends fails the checks it had: their lists end unfinished.
  const lost = (why: string) => {
    for (const settle of waiting.values()) settle(`the check thread ${why}`);
    waiting.clear();
    if (worker === started) worker = null;
  };
  started.on('error', (error) => lost(`failed: ${error.message}`));
  started.on('exit', (code) => lost(`exited with code ${code}`));
  worker = started;
  return started;
}

/**
 * Starts the check thread ahead of the first whole list (a demo server, once it listens): loading
 * zod and the contract takes the thread about a second, which the first whole list would
 * otherwise wait for, and the ~55 MB the thread holds once loaded are then part of the server
 * from its start, not a cost of the first list.
 */
export function startCheckThread(): void {
  checkThread();
}

/** The check of one streamed answer of `endpoint`. */
export function streamedCheck(endpoint: Endpoint): StreamedCheck {
  const name = `${endpoint.method} ${endpoint.path}`;
  const checks: Promise<void>[] = [];
  let problem: string | null = null;
  const failure = () => new Error(`The answer of ${name} breaks the contract: ${problem}`);
  return {
    async add(json) {
      if (problem !== null) throw failure();
      const id = nextId++;
      const checked = new Promise<string | null>((resolve) => {
        waiting.set(id, resolve);
        checkThread().postMessage({ id, endpoint: name, json });
      });
      checks.push(
        checked.then((found) => {
          problem ??= found;
        }),
      );
      if (checks.length >= inFlight) await checks[checks.length - inFlight];
      if (problem !== null) throw failure();
    },
    async done() {
      await Promise.all(checks);
      if (problem !== null) throw failure();
    },
  };
}
