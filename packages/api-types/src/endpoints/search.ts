import { defineEndpoint } from '../endpoint.ts';
import { searchResponseSchema } from '../normalise/search.ts';
import { searchQuerySchema } from '../schemas/search.ts';

export const searchEndpoints = {
  results: defineEndpoint({
    method: 'GET',
    path: '/search',
    // Any admin may search; the answer holds only the kinds their role reads (D71).
    permission: null,
    request: searchQuerySchema,
    response: searchResponseSchema,
    summary:
      'Partners, travelers and riders matching the search text; with scope=all, also products, orders, refunds and tickets.',
  }),
};
