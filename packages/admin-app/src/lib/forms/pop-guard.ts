/**
 * The first say on the browser's Back and Forward. react-router's BrowserRouter renders the new
 * address from its own popstate listener, and a capture listener does not run before it, so
 * the unsaved-changes guard cannot stop a move once the router has heard of it. This module
 * registers its listener when it is first imported, which src/app/main.tsx does before the router
 * exists: a guard installed here sees the move first and can keep it from the router.
 */

/** Answers true to keep the move from the router (the guard then deals with the address). */
export type PopGuard = (event: PopStateEvent) => boolean;

let current: PopGuard | null = null;

window.addEventListener('popstate', (event) => {
  if (current?.(event)) event.stopImmediatePropagation();
});

/** Installs `guard` for every Back and Forward from now on; answers the function removing it. */
export function installPopGuard(guard: PopGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}
