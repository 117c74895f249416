import type { LightEndpoint } from '../api.ts';
import * as compiled from './compiled.generated.js';
import type { fastEndpoints } from './endpoints.ts';

// The endpoints a first paint calls, with their answers checked by code compiled from their
// response schemas (api-types' fast-check) instead of zod: an answer in the contract's canonical
// form passes without loading zod or the schemas (~15 kB gzip of every page's first paint,
// issue #16). An answer the compiled code cannot vouch for (a breach, or a form only a transform
// reads, such as a decimal as a string) goes to the entry's own schema, loaded then, which decides
// and words the error: the verdict is always the schema's (docs/architecture.md).

type Full = typeof fastEndpoints;

function light<K extends keyof Full>(name: K): LightEndpoint<Full[K]> {
  return {
    ...compiled[name],
    full: () => import('./endpoints.ts').then((module) => module.fastEndpoints[name]),
  } as LightEndpoint<Full[K]>;
}

/** GET /user, compiled. */
export const userEndpoint = light('user');

/** The travelers' calls, compiled: the same names as the contract's `travelerEndpoints`. */
export const travelerCalls = {
  list: light('travelerList'),
  detail: light('travelerDetail'),
  remove: light('travelerRemove'),
  export: light('travelerExport'),
  bulkUpdate: light('travelerBulkUpdate'),
};
