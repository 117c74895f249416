import { defineEndpoint } from '../endpoint.ts';
import { dataOf } from '../schemas/common.ts';
import { geocodeQuerySchema, geocodeResultSchema } from '../schemas/geocode.ts';

/**
 * Address suggestions. Not in the spec's call tables: the original app called a maps service with
 * its key in the browser; we proxy it so the key stays on the server (docs/product/decisions.md D20).
 */
export const geocodeEndpoints = {
  autocomplete: defineEndpoint({
    method: 'GET',
    path: '/geocode',
    // Address suggestions reveal no record: any admin filling an address may ask.
    permission: null,
    request: geocodeQuerySchema,
    response: dataOf(geocodeResultSchema),
    summary: 'Address suggestions for typed text (3 characters or more).',
  }),
};
