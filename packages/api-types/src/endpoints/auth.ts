import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { loginPayloadSchema, loginResponseSchema } from '../schemas/auth.ts';
import { userResponseSchema } from '../normalise/user.ts';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/login',
    access: 'public',
    request: loginPayloadSchema,
    response: loginResponseSchema,
    summary: 'Sign in with email and password; may ask for a second factor.',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/logout',
    access: 'user',
    response: z.object({ message: z.string() }),
    summary: 'Revoke the bearer token of this session.',
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/user',
    access: 'user',
    response: userResponseSchema,
    summary: 'The signed-in user.',
  }),
};
