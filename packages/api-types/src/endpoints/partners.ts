import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, actionAnswerSchema, dataOf } from '../schemas/common.ts';
import { listAnswerOf, listQuerySchema } from '../schemas/list.ts';
import { partnerSchema } from '../schemas/partner.ts';
import {
  partnerFormPayloadSchema,
  partnerStatusUpdatePayloadSchema,
  requestInformationPayloadSchema,
} from '../schemas/partner-payloads.ts';
import { byId } from './params.ts';

/** Partners. Store and update keep the spec's singular `/partner/` paths. */
export const partnerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/partners',
    permission: 'partners:read',
    request: listQuerySchema,
    response: listAnswerOf(partnerSchema),
    summary: 'All partners; the app splits them into approved, pending and suspended.',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/partners/{id}',
    permission: 'partners:read',
    params: byId,
    response: dataOf(partnerSchema),
    summary: 'A partner with products, orders, documents and availability.',
    record: { type: 'partner', role: 'read', idFrom: 'params', idKey: 'id' },
  }),
  store: defineEndpoint({
    method: 'POST',
    path: '/partner/store',
    permission: 'partners:write',
    requestKind: 'multipart',
    request: partnerFormPayloadSchema,
    response: actionAnswerOf(partnerSchema),
    summary: 'Add a partner (with photo, licence and owner id images).',
    record: { type: 'partner', role: 'create', idFrom: 'answer', idKey: 'id' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/partner/update/{id}',
    permission: 'partners:write',
    params: byId,
    requestKind: 'multipart',
    request: partnerFormPayloadSchema,
    response: actionAnswerOf(partnerSchema),
    summary: 'Edit a partner; files only when newly chosen.',
    record: { type: 'partner', role: 'change', idFrom: 'params', idKey: 'id' },
  }),
  statusUpdate: defineEndpoint({
    method: 'POST',
    path: '/partners/status-update',
    permission: 'partners:decide',
    request: partnerStatusUpdatePayloadSchema,
    response: actionAnswerOf(partnerSchema),
    summary: 'Accept, reject or suspend a partner.',
    record: { type: 'partner', role: 'change', idFrom: 'input', idKey: 'id' },
  }),
  requestInformation: defineEndpoint({
    method: 'POST',
    path: '/partners/request-information',
    permission: 'partners:decide',
    request: requestInformationPayloadSchema,
    response: actionAnswerSchema,
    summary: 'Email a partner asking for more information (also used from products).',
  }),
  downloadDocuments: defineEndpoint({
    method: 'GET',
    path: '/partners/{id}/documents/download',
    permission: 'partners:read',
    params: byId,
    responseKind: 'file',
    fileName: 'partner-{id}-documents.zip',
    summary: "All of a partner's documents as one zip file.",
  }),
};
