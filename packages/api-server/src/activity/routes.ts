import { endpoints } from '@packlight/api-types';
import type { Registrar } from '../http/registrar.ts';
import { activityCsv } from './export.ts';
import { listActivity } from './queries.ts';

/** The trail is read here and nowhere changed: no route updates or deletes an entry (D50). */
export function registerActivityRoutes(routes: Registrar): void {
  routes.route(endpoints.activity.list, ({ input, db }) => listActivity(db, input));

  routes.route(endpoints.activity.export, async ({ input, db }) => ({
    fileName: 'activity.csv',
    contentType: 'text/csv; charset=utf-8',
    body: await activityCsv(db, input),
  }));
}
