import { dashboardEndpoints } from '@packlight/api-types';
import { useEndpoint } from '../../lib/data/index.ts';

/** The Top 5 Partners by Sales rows (GET /dashboard/topPartners). */
export function useTopPartners() {
  return useEndpoint(dashboardEndpoints.topPartners);
}
