import { notFound, validationFailed } from '../http/errors.ts';

/**
 * A status change guarded by the status it starts from. `change` is one UPDATE ... WHERE id =
 * and status in (allowed) RETURNING, so two administrators acting at once cannot both pass;
 * when it changes nothing, `currentStatus` tells an unknown id (404) from a status that does not
 * allow the action (422 on `status`: "This rider is Active and cannot be activated.").
 * Answers the changed rows.
 */
export async function changeStatusOnce<Row>(options: {
  change: () => Promise<readonly Row[]>;
  currentStatus: () => Promise<string | null>;
  noun: string;
  /** The action as a past participle: accepted, suspended, activated. */
  done: string;
}): Promise<readonly Row[]> {
  const changed = await options.change();
  if (changed.length > 0) return changed;
  const status = await options.currentStatus();
  if (status === null) throw notFound();
  throw validationFailed({
    status: [`This ${options.noun} is ${status} and cannot be ${options.done}.`],
  });
}
