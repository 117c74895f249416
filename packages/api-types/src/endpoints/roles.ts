import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, actionAnswerSchema, dataOf } from '../schemas/common.ts';
import { rolePayloadSchema, roleSchema } from '../schemas/role.ts';
import * as z from 'zod/mini';
import { byId } from './params.ts';

/**
 * The roles an admin can be given (decisions.md D71): the built-in ones and the custom ones an
 * owner makes. Listing them is for whoever manages the team; changing them is the owner's.
 */
export const roleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/roles',
    permission: 'team:manage',
    response: dataOf(z.array(roleSchema)),
    summary: 'Every role, built-in ones first, with its permissions and how many hold it.',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/roles',
    permission: 'roles:manage',
    request: rolePayloadSchema,
    response: actionAnswerOf(roleSchema),
    summary: 'Make a custom role from chosen permissions; its key comes from its name.',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/roles/{id}',
    params: byId,
    permission: 'roles:manage',
    request: rolePayloadSchema,
    response: actionAnswerOf(roleSchema),
    summary: 'Rename a custom role or change its permissions (422 for a built-in role).',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/roles/{id}',
    params: byId,
    permission: 'roles:manage',
    response: actionAnswerSchema,
    summary: 'Delete a custom role nobody holds (422 when in use or built in).',
  }),
};
