import { lightEndpoint } from './light-endpoint.ts';
import * as compiled from './travelers.generated.js';

/** The travelers' calls, compiled: the same names as the contract's `travelerEndpoints`. */
export const travelerCalls = {
  list: lightEndpoint(compiled.list, 'travelers', 'list'),
  detail: lightEndpoint(compiled.detail, 'travelers', 'detail'),
  remove: lightEndpoint(compiled.remove, 'travelers', 'remove'),
  export: lightEndpoint(compiled.export, 'travelers', 'export'),
  bulkUpdate: lightEndpoint(compiled.bulkUpdate, 'travelers', 'bulkUpdate'),
};
