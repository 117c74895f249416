import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, dataOf } from '../schemas/common.ts';
import { listAnswerOf, listQuerySchema } from '../schemas/list.ts';
import { productSchema, productStatusUpdatePayloadSchema } from '../schemas/product.ts';
import { byId } from './params.ts';

/** Products. Information requests about a product go through `partners.requestInformation`. */
export const productEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/products',
    permission: 'products:read',
    request: listQuerySchema,
    response: listAnswerOf(productSchema),
    summary: 'All products; the app splits them by status.',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/products/{id}',
    permission: 'products:read',
    params: byId,
    response: dataOf(productSchema),
    summary: 'A product with images, videos and rental figures.',
    record: { type: 'product', role: 'read', idFrom: 'params', idKey: 'id' },
  }),
  statusUpdate: defineEndpoint({
    method: 'POST',
    path: '/products/status-update',
    permission: 'products:decide',
    request: productStatusUpdatePayloadSchema,
    response: actionAnswerOf(productSchema),
    summary: 'Accept, reject or suspend a product (answer read by `success`).',
    record: { type: 'product', role: 'change', idFrom: 'input', idKey: 'id' },
  }),
};
