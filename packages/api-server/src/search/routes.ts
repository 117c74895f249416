import { endpoints } from '@packlight/api-types';
import type { Registrar } from '../http/registrar.ts';
import { searchEverything } from './queries.ts';

export function registerSearchRoutes(routes: Registrar): void {
  routes.route(endpoints.search.results, async ({ input, auth, db }) => ({
    data: await searchEverything(db, input.query, input.scope, auth.user.permissions),
  }));
}
