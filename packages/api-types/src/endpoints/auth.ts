import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { userResponseSchema } from '../normalise/user.ts';
import { loginPayloadSchema, loginResponseSchema } from '../schemas/auth.ts';
import { messageAnswerSchema } from '../schemas/common.ts';
import { forgotPasswordPayloadSchema, resetPasswordPayloadSchema } from '../schemas/password.ts';
import { partnerApplicationSchema, registerPayloadSchema } from '../schemas/register.ts';

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
  register: defineEndpoint({
    method: 'POST',
    path: '/register',
    access: 'public',
    request: registerPayloadSchema,
    response: z.object({ message: z.string(), data: partnerApplicationSchema }),
    summary: 'Sign up: file a partner application for review (Pending); never signs in.',
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/forgot-password',
    access: 'public',
    request: forgotPasswordPayloadSchema,
    response: messageAnswerSchema,
    summary: 'Mail a password reset link (answers alike whether or not the address is known).',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/reset-password',
    access: 'public',
    request: resetPasswordPayloadSchema,
    response: messageAnswerSchema,
    summary: 'Set a new password with the token from the reset link.',
  }),
};
