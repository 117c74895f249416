import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerSchema, dataOf } from '../schemas/common.ts';
import { listAnswerOf, listQuerySchema } from '../schemas/list.ts';
import {
  travelerBulkUpdatePayloadSchema,
  travelerDetailSchema,
  travelerExportPayloadSchema,
  travelerSchema,
} from '../schemas/traveler.ts';
import { byId } from './params.ts';

export const travelerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/travelers',
    permission: 'travelers:read',
    request: listQuerySchema,
    response: listAnswerOf(travelerSchema),
    summary: 'All travelers (optionally searched, filtered, sorted, paged).',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/travelers/{id}',
    permission: 'travelers:read',
    params: byId,
    response: dataOf(travelerDetailSchema),
    summary: "A traveler's profile with orders and addresses.",
    record: { type: 'traveler', role: 'read', idFrom: 'params', idKey: 'id' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/travelers/{id}',
    permission: 'travelers:write',
    params: byId,
    response: actionAnswerSchema,
    summary: 'Delete a traveler account.',
    record: { type: 'traveler', role: 'delete', idFrom: 'params', idKey: 'id' },
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/travelers/export',
    permission: 'travelers:export',
    request: travelerExportPayloadSchema,
    responseKind: 'file',
    fileName: 'travelers.csv',
    summary: 'The chosen travelers as a CSV file.',
  }),
  bulkUpdate: defineEndpoint({
    method: 'POST',
    path: '/travelers/bulk-update',
    permission: 'travelers:write',
    request: travelerBulkUpdatePayloadSchema,
    response: actionAnswerSchema,
    summary: 'Activate or deactivate (suspend) the chosen travelers.',
    record: { type: 'traveler', role: 'bulk', idFrom: 'input', idKey: 'ids' },
  }),
};
