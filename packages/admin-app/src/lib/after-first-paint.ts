// Code a first paint does not need waits for the paint. It pays: drawing the header's parts and
// opening the realtime socket at once adds tens of kB to every signed-in route's first paint
// (scripts/bench/bundle.mjs; docs/architecture.md "First-paint code").

/** Events that show a person has started to use the page. */
const interactions = ['pointerdown', 'keydown'] as const;

/** How often to look again while the page's content is still loading, and for how long at most. */
const contentPollMs = 50;
const contentWaitLimitMs = 3_000;

/**
 * Whether the page's main content is still on its way: no page heading yet (the screen's code
 * or the session check is still loading), or a list or record marked aria-busy.
 */
const contentIsLoading = () =>
  document.querySelector('main h1') === null ||
  document.querySelector('main [aria-busy="true"]') !== null;

/**
 * Runs `task` once the page's content has painted and the browser is idle, or at the person's
 * first interaction if that comes sooner, and answers a function that cancels it. Code a first
 * paint does not need (the realtime socket, the header's search and menus, dialogs that open on
 * demand) waits for it. "Painted" is the load event, then idle time with `<main>`'s heading shown
 * and nothing there `aria-busy` (code run while a list waits would hold up its rows); after
 * `contentWaitLimitMs` it runs anyway.
 */
export function afterFirstPaint(task: () => void): () => void {
  let done = false;
  let idleHandle: number | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let waitingSince: number | undefined;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    task();
  };
  const runOnceContentShown = () => {
    idleHandle = undefined;
    waitingSince ??= Date.now();
    if (!contentIsLoading() || Date.now() - waitingSince >= contentWaitLimitMs) run();
    else pollTimer = setTimeout(whenIdle, contentPollMs);
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback: the next task after load is the closest it offers.
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(runOnceContentShown)
        : window.setTimeout(runOnceContentShown, 0);
  };
  const cancel = () => {
    done = true;
    window.removeEventListener('load', whenIdle);
    for (const type of interactions) window.removeEventListener(type, run, true);
    clearTimeout(pollTimer);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
  for (const type of interactions) window.addEventListener(type, run, true);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return cancel;
}
