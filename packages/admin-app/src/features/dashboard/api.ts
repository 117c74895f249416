import { dashboardEndpoints, notificationEndpoints, orderEndpoints } from '@packlight/api-types';
import type { DashboardPeriod } from './dashboard-range.ts';
import { useEndpoint } from '../../lib/data/index.ts';

// The dashboard's one door to the server: one read per panel, each loading and failing on its
// own. The dashboard writes nothing.

/** The stat widgets (GET /dashboard/states); Revenue follows the period. */
export function useDashboardStates(range: DashboardPeriod) {
  return useEndpoint(dashboardEndpoints.states, range === 'all' ? {} : { query: { range } });
}

/** Every order, for the trend and status charts (GET /orders). */
export function useDashboardOrders() {
  return useEndpoint(orderEndpoints.list);
}

/** The Travelers Overview rows (GET /dashboard/travelers). */
export function useDashboardTravelers() {
  return useEndpoint(dashboardEndpoints.travelers);
}

/** The Top 5 Partners by Sales rows (GET /dashboard/topPartners). */
export function useTopPartners() {
  return useEndpoint(dashboardEndpoints.topPartners);
}

/** The Alerts Panel cards (GET /notifications/latest). */
export function useAlerts() {
  return useEndpoint(notificationEndpoints.latest);
}
