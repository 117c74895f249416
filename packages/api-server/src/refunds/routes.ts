import { endpoints } from '@packlight/api-types';
import { notFound } from '../http/errors.ts';
import { listAnswer } from '../http/list-query.ts';
import type { Registrar } from '../http/registrar.ts';
import { findRefund, listRefunds } from './queries.ts';
import { decideRefund } from './status.ts';
import type { Services } from '../services.ts';

export function registerRefundRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.refunds.list, async ({ input, db }) => {
    const { rows, total } = await listRefunds(db, input);
    return listAnswer(input, rows, total);
  });

  routes.route(endpoints.refunds.detail, async ({ params, db }) => {
    const refund = await findRefund(db, Number(params.id));
    if (!refund) throw notFound();
    return { data: refund };
  });

  routes.route(endpoints.refunds.statusUpdate, async ({ input, db }) => {
    await decideRefund(db, input.id, input.status, services.clock.now());
    return {
      success: true,
      message: `Refund ${input.status} successfully!`,
      data: await findRefund(db, input.id),
    };
  });
}
