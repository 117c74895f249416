import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { dataOf } from '../schemas/common.ts';
import { dashboardStatesQuerySchema, dashboardWidgetSchema } from '../schemas/dashboard.ts';
import { partnerSchema } from '../schemas/partner.ts';
import { travelerSchema } from '../schemas/traveler.ts';

/** The dashboard's panels. Its orders come from `endpoints.orders.list`. */
export const dashboardEndpoints = {
  states: defineEndpoint({
    method: 'GET',
    path: '/dashboard/states',
    permission: 'dashboard:read',
    request: dashboardStatesQuerySchema,
    response: dataOf(z.array(dashboardWidgetSchema)),
    summary: 'The stat widgets (label and value); with range, Revenue is that period’s.',
  }),
  travelers: defineEndpoint({
    method: 'GET',
    path: '/dashboard/travelers',
    permission: 'travelers:read',
    response: dataOf(z.array(travelerSchema)),
    summary: 'Recent travelers for the Travelers Overview table.',
  }),
  topPartners: defineEndpoint({
    method: 'GET',
    path: '/dashboard/topPartners',
    permission: 'partners:read',
    response: dataOf(z.array(partnerSchema)),
    summary: 'The five partners with the highest total sales.',
  }),
};
