import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, dataOf } from '../schemas/common.ts';
import { listAnswerOf } from '../schemas/list.ts';
import { assignRiderPayloadSchema, orderListQuerySchema, orderSchema } from '../schemas/order.ts';
import { byId } from './params.ts';

export const orderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/orders',
    permission: 'orders:read',
    request: orderListQuerySchema,
    response: listAnswerOf(orderSchema),
    summary: 'All orders (orders screen and dashboard charts).',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/orders/{id}',
    permission: 'orders:read',
    params: byId,
    response: dataOf(orderSchema),
    summary: 'An order with items, transactions, traveler, partner and rider.',
    record: { type: 'order', role: 'read', idFrom: 'params', idKey: 'id' },
  }),
  assignRider: defineEndpoint({
    method: 'POST',
    path: '/orders/assign-rider',
    permission: 'orders:assign',
    request: assignRiderPayloadSchema,
    response: actionAnswerOf(orderSchema),
    summary: 'Give a pending order to a rider.',
    record: { type: 'order', role: 'change', idFrom: 'input', idKey: 'order_id' },
  }),
};
