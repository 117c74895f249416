import { endpoints } from '@packlight/api-types';
import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { exportTravelers } from './export.ts';
import { listTravelers } from './list.ts';
import { chosenTravelerIds, removeTraveler, travelerDetail } from './queries.ts';
import { bulkUpdateTravelers } from './status.ts';

export function registerTravelerRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.travelers.list, ({ input, db }) => listTravelers(db, input));

  routes.route(endpoints.travelers.detail, async ({ params, db }) => ({
    data: await travelerDetail(db, Number(params.id)),
  }));

  routes.route(endpoints.travelers.remove, async ({ params, db }) => {
    await removeTraveler(db, Number(params.id), services.clock.now());
    return { success: true, message: 'Traveler deleted successfully.' };
  });

  routes.route(endpoints.travelers.bulkUpdate, ({ input, db }) =>
    bulkUpdateTravelers(db, input.ids, input.status),
  );

  routes.route(endpoints.travelers.export, async ({ input, db }) =>
    exportTravelers(db, await chosenTravelerIds(db, input.ids), services.clock.now()),
  );
}
