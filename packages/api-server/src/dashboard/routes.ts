import { endpoints } from '@packlight/api-types';
import type { Registrar } from '../http/registrar.ts';
import { recentTravelers, statWidgets, topPartners } from './queries.ts';

export function registerDashboardRoutes(routes: Registrar): void {
  routes.route(endpoints.dashboard.states, async ({ db, input }) => ({
    data: await statWidgets(db, input.range),
  }));
  routes.route(endpoints.dashboard.travelers, async ({ db }) => ({
    data: await recentTravelers(db),
  }));
  routes.route(endpoints.dashboard.topPartners, async ({ db }) => ({
    data: await topPartners(db),
  }));
}
