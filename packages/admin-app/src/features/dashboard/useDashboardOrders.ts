import { orderEndpoints } from '@packlight/api-types';
import { useEndpoint } from '../../lib/data/index.ts';

/** Every order, for the trend and status charts (GET /orders). */
export function useDashboardOrders() {
  return useEndpoint(orderEndpoints.list);
}
