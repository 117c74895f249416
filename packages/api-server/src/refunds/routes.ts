import { endpoints } from '@packlight/api-types';
import { notFound } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { listRefunds } from './list.ts';
import { findRefund } from './queries.ts';
import { decideRefund } from './status.ts';
import type { Services } from '../services.ts';

export function registerRefundRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.refunds.list, ({ input, db }) => listRefunds(db, input));

  routes.route(endpoints.refunds.detail, async ({ params, db }) => {
    const refund = await findRefund(db, Number(params.id));
    if (!refund) throw notFound();
    return { data: refund };
  });

  routes.route(endpoints.refunds.statusUpdate, async ({ input, db }) => {
    await decideRefund(db, input.id, input.status, services.clock.now());
    return {
      success: true,
      message: `Refund ${input.status.toLowerCase()} successfully!`,
      data: await findRefund(db, input.id),
    };
  });
}
