import type { Endpoint } from '../endpoint.ts';
import { authEndpoints } from './auth.ts';

/** Every call of the API, grouped by area. A call that is not here does not exist. */
export const endpoints = {
  auth: authEndpoints,
};

/** Every endpoint of the table as a flat list, for route registration and coverage tests. */
export function listEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
}
