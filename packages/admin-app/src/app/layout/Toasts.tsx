import { ToastRegion } from '@packlight/ui';

/**
 * The toasts of every signed-in screen (spec: top-right, closing after 5 s), in a module of its
 * own so the shell can load it after the first paint: a toast raised before then waits in the
 * kit's queue and shows when the region mounts.
 */
export function Toasts() {
  return <ToastRegion />;
}
