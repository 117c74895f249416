import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is making a request's changes, and from where: what every activity entry records. */
export interface ActivityActor {
  /** Null for a public call (a sign-in before it succeeds, an invitation being accepted). */
  id: number | null;
  ip: string | null;
}

const storage = new AsyncLocalStorage<ActivityActor>();

/**
 * Runs a request's handler with its actor known to `recordActivity` (record.ts), so a change's
 * code records an entry without threading the caller through every function (D50).
 */
export function withActivityActor<T>(actor: ActivityActor, run: () => T): T {
  return storage.run(actor, run);
}

/** The actor of the request being handled; none outside a request (seeding, scripts). */
export function currentActor(): ActivityActor {
  return storage.getStore() ?? { id: null, ip: null };
}
