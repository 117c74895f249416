import { endpoints } from '@packlight/api-types';
import { notFound } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { assignRider } from './assign-rider.ts';
import { listOrders } from './list.ts';
import { findOrder } from './queries.ts';
import type { Services } from '../services.ts';

export function registerOrderRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.orders.list, ({ input, db }) => listOrders(db, input));

  routes.route(endpoints.orders.detail, async ({ params, db }) => {
    const order = await findOrder(db, Number(params.id));
    if (!order) throw notFound();
    return { data: order };
  });

  routes.route(endpoints.orders.assignRider, async ({ input, db }) => {
    await assignRider(db, input.order_id, input.rider_id, services.clock.now());
    return {
      success: true,
      message: 'Rider assigned successfully',
      data: await findOrder(db, input.order_id),
    };
  });
}
