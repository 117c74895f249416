import { describe, expect, it } from 'vitest';
import { listEndpoints, type Endpoint } from '@packlight/api-types';
import type { Registrar } from '../src/http/registrar.ts';
import { registerRoutes } from '../src/routes/index.ts';

function servedEndpoints(): Endpoint[] {
  const served: Endpoint[] = [];
  const recorder: Registrar = {
    publicRoute: (endpoint) => void served.push(endpoint),
    route: (endpoint) => void served.push(endpoint),
  };
  registerRoutes(recorder);
  return served;
}

describe('the served routes', () => {
  it('are all entries of the endpoint table (no route without an entry)', () => {
    const table = listEndpoints();
    for (const endpoint of servedEndpoints()) {
      expect(table, `${endpoint.method} ${endpoint.path}`).toContain(endpoint);
    }
  });

  it('cover sign-in, the signed-in user and sign-out so far', () => {
    const names = servedEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(names.sort()).toEqual(['GET /user', 'POST /login', 'POST /logout']);
  });
});
