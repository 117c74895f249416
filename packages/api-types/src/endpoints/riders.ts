import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, dataOf } from '../schemas/common.ts';
import { listAnswerOf } from '../schemas/list.ts';
import { riderListQuerySchema, riderSchema } from '../schemas/rider.ts';
import {
  riderFormPayloadSchema,
  riderStatusUpdatePayloadSchema,
} from '../schemas/rider-payloads.ts';
import { byId } from './params.ts';

export const riderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/riders',
    permission: 'riders:read',
    request: riderListQuerySchema,
    response: listAnswerOf(riderSchema),
    summary: 'All riders (also the assign-rider table).',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/riders/{id}',
    permission: 'riders:read',
    params: byId,
    response: dataOf(riderSchema),
    summary: 'A rider with work details, performance, documents and orders.',
    record: { type: 'rider', role: 'read', idFrom: 'params', idKey: 'id' },
  }),
  store: defineEndpoint({
    method: 'POST',
    path: '/riders/store',
    permission: 'riders:write',
    requestKind: 'multipart',
    request: riderFormPayloadSchema,
    response: actionAnswerOf(riderSchema),
    summary: 'Add a rider (with photo and licence images).',
    record: { type: 'rider', role: 'create', idFrom: 'answer', idKey: 'id' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/riders/update/{id}',
    permission: 'riders:write',
    params: byId,
    requestKind: 'multipart',
    request: riderFormPayloadSchema,
    response: actionAnswerOf(riderSchema),
    summary: 'Edit a rider; files only when newly chosen.',
    record: { type: 'rider', role: 'change', idFrom: 'params', idKey: 'id' },
  }),
  statusUpdate: defineEndpoint({
    method: 'POST',
    path: '/riders/status-update',
    permission: 'riders:decide',
    request: riderStatusUpdatePayloadSchema,
    response: actionAnswerOf(riderSchema),
    summary: 'Activate or suspend a rider.',
    record: { type: 'rider', role: 'change', idFrom: 'input', idKey: 'id' },
  }),
  downloadDocuments: defineEndpoint({
    method: 'GET',
    path: '/riders/{id}/documents/download',
    permission: 'riders:read',
    params: byId,
    responseKind: 'file',
    fileName: 'rider-{id}-documents.zip',
    summary: "A rider's licence images as one zip file.",
  }),
};
