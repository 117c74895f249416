/**
 * Runs `task` once the browser is idle (soon after first paint), or after a short delay where
 * idle callbacks are missing (Safari). Returns a cancel function for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
