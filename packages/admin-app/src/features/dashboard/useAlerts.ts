import { notificationEndpoints } from '@packlight/api-types';
import { useEndpoint } from '../../lib/data/index.ts';

/** The Alerts Panel cards (GET /notifications/latest). */
export function useAlerts() {
  return useEndpoint(notificationEndpoints.latest);
}
