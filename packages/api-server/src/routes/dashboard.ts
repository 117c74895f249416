import { endpoints } from '@packlight/api-types';
import { recentTravelers } from '../dashboard/recent-travelers.ts';
import { statWidgets } from '../dashboard/stat-widgets.ts';
import { topPartners } from '../dashboard/top-partners.ts';
import type { Registrar } from '../http/registrar.ts';

export function registerDashboardRoutes(routes: Registrar): void {
  routes.route(endpoints.dashboard.states, async ({ db }) => ({ data: await statWidgets(db) }));
  routes.route(endpoints.dashboard.travelers, async ({ db }) => ({
    data: await recentTravelers(db),
  }));
  routes.route(endpoints.dashboard.topPartners, async ({ db }) => ({
    data: await topPartners(db),
  }));
}
