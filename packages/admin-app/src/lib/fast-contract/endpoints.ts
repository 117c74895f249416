import { authEndpoints, travelerEndpoints } from '@packlight/api-types';

/**
 * The endpoints compiled into `compiled.generated.js` (see index.ts): who is signed in, and the
 * default list's calls (its first page is what a first paint shows; its screen's other calls
 * would bring the schemas along). This module, with the entries' schemas and zod, loads only
 * when a compiled check cannot decide on an answer.
 */
export const fastEndpoints = {
  user: authEndpoints.user,
  travelerList: travelerEndpoints.list,
  travelerDetail: travelerEndpoints.detail,
  travelerRemove: travelerEndpoints.remove,
  travelerExport: travelerEndpoints.export,
  travelerBulkUpdate: travelerEndpoints.bulkUpdate,
};
