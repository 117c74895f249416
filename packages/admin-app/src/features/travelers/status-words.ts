import type { TravelerBulkStatus, TravelerStatus } from '@packlight/api-types';

/** '1 traveler' / '3 travelers', for toasts about several at once. */
export const travelersWord = (count: number) => (count === 1 ? '1 traveler' : `${count} travelers`);

/** What a bulk status change does, naming the state the travelers are then in. */
export const statusOutcome: Record<TravelerBulkStatus, { done: TravelerStatus; verb: string }> = {
  Activate: { done: 'Active', verb: 'activate' },
  Deactivate: { done: 'Suspended', verb: 'suspend' },
};

/** The change that puts a traveler back in a status, for Undo. */
export const restoringAction: Record<TravelerStatus, TravelerBulkStatus> = {
  Active: 'Activate',
  Suspended: 'Deactivate',
};

/** What an Undo says it did: '1 traveler back to Active.', one clause per earlier status. */
export function undoneWords(plan: readonly { status: string; ids: readonly unknown[] }[]): string {
  return `${plan.map(({ status, ids }) => `${travelersWord(ids.length)} back to ${status}`).join(', ')}.`;
}
