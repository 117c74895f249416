import { activityEndpoints, type ActivityQuery } from '@packlight/api-types';
import { useEndpoint } from '../data/index.ts';

/**
 * One page of the activity trail for these filters. Shared by every record's Activity tab and
 * the Activity page; nothing writes the trail from the app (decisions.md D50).
 */
export function useActivity(query: ActivityQuery) {
  return useEndpoint(activityEndpoints.list, { query });
}
