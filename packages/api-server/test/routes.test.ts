import { describe, expect, it } from 'vitest';
import { listEndpoints, type Endpoint } from '@packlight/api-types';
import type { Registrar } from '../src/http/registrar.ts';
import { registerRoutes } from '../src/routes.ts';
import type { Services } from '../src/services.ts';

function servedEndpoints(): Endpoint[] {
  const served: Endpoint[] = [];
  const recorder: Registrar = {
    publicRoute: (endpoint) => void served.push(endpoint),
    route: (endpoint) => void served.push(endpoint),
  };
  // Registration only reads the services when a call comes in.
  registerRoutes(recorder, {} as Services);
  return served;
}

describe('the served routes', () => {
  it('are all entries of the endpoint table (no route without an entry)', () => {
    const table = listEndpoints();
    for (const endpoint of servedEndpoints()) {
      expect(table, `${endpoint.method} ${endpoint.path}`).toContain(endpoint);
    }
  });

  it('cover every entry of the endpoint table (no entry without a route)', () => {
    const names = (endpoints: Endpoint[]) =>
      endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(names(servedEndpoints())).toEqual(names(listEndpoints()));
  });
});
