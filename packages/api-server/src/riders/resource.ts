import { regions } from '@packlight/api-types';
import type { RiderRow, UserRow } from '../db/schema/index.ts';
import type { shownRiders } from './list.ts';

/** A rider row with its account, whole, as a change reads it. */
export interface RiderRecord {
  rider: RiderRow;
  user: UserRow;
}

/** Regions in the order the form offers them, whatever order the rows came in. */
export const orderedRegions = (names: readonly string[]) =>
  regions.filter((region) => names.includes(region));

/** A rider as the list, the assign-rider table and the detail read it (`riderShown`). */
export type RiderShown = Awaited<ReturnType<typeof shownRiders>>[number];

/**
 * A rider as the API shows it: its shown fields as read, but for the stored forms the API writes
 * another way. `today` (YYYY-MM-DD) decides whether the insurance is valid.
 */
export function riderResource(shown: RiderShown, today: string) {
  const expires = shown.insurance;
  return {
    ...shown,
    assigned_region: orderedRegions(shown.assigned_region?.split(',') ?? []),
    insurance: expires === null ? null : expires >= today ? 'Valid' : 'Expired',
    average_delivery_time:
      shown.average_delivery_time === null ? null : `${shown.average_delivery_time} min`,
    latest_complaint: shown.latest_complaint ? { message: shown.latest_complaint } : null,
    created_at: shown.created_at.toISOString(),
  };
}
