import { dashboardEndpoints } from '@packlight/api-types';
import { useEndpoint } from '../../lib/data/index.ts';

/** The stat widgets (GET /dashboard/states). */
export function useDashboardStates() {
  return useEndpoint(dashboardEndpoints.states);
}
