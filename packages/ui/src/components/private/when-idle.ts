/** How often to look again while the page is loading content, and for how long at most. */
const busyPollMs = 50;
const busyWaitLimitMs = 3_000;

/**
 * Runs `task` once the browser is idle and the page holds nothing marked `aria-busy` (a list
 * waiting for its rows), or after a short delay where idle callbacks are missing (Safari).
 * Overlays warm their code with it: evaluated while a page waits for its content, that code
 * would hold up the content when it arrives. After 3 s of waiting it runs anyway. Returns a
 * cancel function for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  let cancelWait = () => {};
  const startedAt = Date.now();
  const attempt = () => {
    const busy = document.querySelector('[aria-busy="true"]') !== null;
    if (!busy || Date.now() - startedAt >= busyWaitLimitMs) {
      task();
      return;
    }
    const poll = setTimeout(wait, busyPollMs);
    cancelWait = () => clearTimeout(poll);
  };
  const wait = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(attempt);
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(attempt, 200);
      cancelWait = () => clearTimeout(id);
    }
  };
  wait();
  return () => cancelWait();
}
