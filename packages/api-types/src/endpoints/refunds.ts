import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, dataOf } from '../schemas/common.ts';
import { listAnswerOf, listQuerySchema } from '../schemas/list.ts';
import { refundSchema, refundStatusUpdatePayloadSchema } from '../schemas/refund.ts';
import { byId } from './params.ts';

export const refundEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/refunds',
    permission: 'refunds:read',
    request: listQuerySchema,
    response: listAnswerOf(refundSchema),
    summary: 'All refund requests.',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/refunds/{id}',
    permission: 'refunds:read',
    params: byId,
    response: dataOf(refundSchema),
    summary: 'A refund with its evidence, order and parties.',
    record: { type: 'refund', role: 'read', idFrom: 'params', idKey: 'id' },
  }),
  statusUpdate: defineEndpoint({
    method: 'POST',
    path: '/refunds/status-update',
    permission: 'refunds:decide',
    request: refundStatusUpdatePayloadSchema,
    response: actionAnswerOf(refundSchema),
    summary: 'Approve (Processed) or reject a refund.',
    record: { type: 'refund', role: 'change', idFrom: 'input', idKey: 'id' },
  }),
};
