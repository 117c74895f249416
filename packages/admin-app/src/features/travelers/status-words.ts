import type { TravelerBulkStatus, TravelerStatus } from '@packlight/api-types';

/** '1 traveler' / '3 travelers', for toasts about several at once. */
export const travelersWord = (count: number) => (count === 1 ? '1 traveler' : `${count} travelers`);

/** What a bulk status change does, naming the state the travelers are then in. */
export const statusOutcome: Record<TravelerBulkStatus, { done: TravelerStatus; verb: string }> = {
  Activate: { done: 'Active', verb: 'activate' },
  Deactivate: { done: 'Suspended', verb: 'suspend' },
};
