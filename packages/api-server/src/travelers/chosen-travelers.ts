import { inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { travelers } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';

/**
 * The distinct ids of a bulk payload, once every one names a traveler. Otherwise Laravel's
 * `exists` answer (422, "The selected ids.N is invalid.") and nothing is done.
 */
export async function chosenTravelerIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const distinct = [...new Set(ids)];
  const found = await db
    .select({ id: travelers.id })
    .from(travelers)
    .where(inArray(travelers.id, distinct));
  const known = new Set(found.map((row) => row.id));
  const errors: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (!known.has(id)) errors[`ids.${index}`] = [`The selected ids.${index} is invalid.`];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return distinct;
}
