/** Events that show a person has started to use the page. */
const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Runs `task` once the page has painted and the browser is idle, or at the person's first
 * interaction if that comes sooner, and answers a function that cancels it. Code a first paint
 * does not need (the realtime socket, menus and dialogs that open on demand) waits for it, so a
 * page's first screen does not wait for its download (issue #16: the JS loaded before first
 * paint has a budget; docs/architecture.md).
 */
export function afterFirstPaint(task: () => void): () => void {
  let done = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    task();
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback: the next task after load is the closest it offers.
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run)
        : window.setTimeout(run, 0);
  };
  const cancel = () => {
    done = true;
    window.removeEventListener('load', whenIdle);
    for (const type of interactions) window.removeEventListener(type, run, true);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
  for (const type of interactions) window.addEventListener(type, run, true);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return cancel;
}
