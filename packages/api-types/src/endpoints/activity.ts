import { defineEndpoint } from '../endpoint.ts';
import {
  activityExportQuerySchema,
  activityPageSchema,
  activityQuerySchema,
} from '../schemas/activity.ts';

/** The append-only activity trail: read only, no call changes an entry (decisions.md D50). */
export const activityEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/activity',
    permission: 'activity:read',
    request: activityQuerySchema,
    response: activityPageSchema,
    summary: 'Activity entries, newest first, paged; filter by subject, actor, action and time.',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/activity/export',
    permission: 'activity:export',
    request: activityExportQuerySchema,
    responseKind: 'file',
    fileName: 'activity.csv',
    summary: 'The filtered activity entries as CSV, newest first (decisions.md D51).',
  }),
};
