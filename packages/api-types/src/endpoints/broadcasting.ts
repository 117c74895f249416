import { defineEndpoint } from '../endpoint.ts';
import {
  broadcastingAuthAnswerSchema,
  broadcastingAuthPayloadSchema,
} from '../schemas/broadcasting.ts';

export const broadcastingEndpoints = {
  auth: defineEndpoint({
    method: 'POST',
    path: '/broadcasting/auth',
    access: 'user',
    requestKind: 'form',
    request: broadcastingAuthPayloadSchema,
    response: broadcastingAuthAnswerSchema,
    summary: 'Sign a private channel subscription for the realtime socket (403 if not allowed).',
  }),
};
