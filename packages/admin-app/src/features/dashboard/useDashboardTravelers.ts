import { dashboardEndpoints } from '@packlight/api-types';
import { useEndpoint } from '../../lib/data/index.ts';

/** The Travelers Overview rows (GET /dashboard/travelers). */
export function useDashboardTravelers() {
  return useEndpoint(dashboardEndpoints.travelers);
}
