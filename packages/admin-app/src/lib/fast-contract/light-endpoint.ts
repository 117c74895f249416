import type { Endpoint, HttpMethod, RequestKind, ResponseKind } from '@packlight/api-types';
import type { LightEndpoint } from '../api.ts';
import type { fastEndpoints } from './endpoints.ts';

// The endpoints a first paint calls, with their answers checked by code compiled from their
// response schemas (api-types' fast-check) instead of zod: an answer in the contract's canonical
// form passes without loading zod or the schemas (~13 kB gzip of a first paint, issue #16). An
// answer the compiled code cannot vouch for (a breach, or a form only a transform reads, such as a
// decimal as a string) goes to the entry's own schema, loaded then, which decides and words the
// error: the verdict is always the schema's (docs/product/decisions.md D39).

/** An endpoint as a `*.generated.js` module exports it. */
export interface CompiledEndpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly requestKind: RequestKind;
  readonly responseKind: ResponseKind;
  readonly fileName?: string;
  /** The entry's answer as its response schema gives it back, or a symbol: ask zod. */
  readonly fast: (answer: unknown) => unknown;
}

type Groups = typeof fastEndpoints;

/** The compiled `name` of `group`, typed as its entry, whose `full()` loads that entry. */
export function lightEndpoint<G extends keyof Groups, K extends keyof Groups[G]>(
  compiled: CompiledEndpoint,
  group: G,
  name: K,
): LightEndpoint<Groups[G][K] & Endpoint> {
  return {
    ...compiled,
    full: () =>
      import('./endpoints.ts').then(
        (module) => module.fastEndpoints[group][name] as Groups[G][K] & Endpoint,
      ),
  } as LightEndpoint<Groups[G][K] & Endpoint>;
}
