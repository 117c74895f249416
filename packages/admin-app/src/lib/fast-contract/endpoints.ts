import { authEndpoints, travelerEndpoints } from '@packlight/api-types';

/**
 * The endpoints compiled into `*.generated.js` (see light-endpoint.ts), by the module that uses
 * them: who is signed in, which every signed-in page asks first, and the default list's calls
 * (its first page is what most visits paint; its screen's other calls would bring the schemas
 * along). This module, with the entries' schemas and zod, loads only when a compiled check
 * cannot decide on an answer.
 */
export const fastEndpoints = {
  session: { user: authEndpoints.user },
  travelers: {
    list: travelerEndpoints.list,
    detail: travelerEndpoints.detail,
    remove: travelerEndpoints.remove,
    export: travelerEndpoints.export,
    bulkUpdate: travelerEndpoints.bulkUpdate,
  },
};
