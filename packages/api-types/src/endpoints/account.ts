import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  passwordUpdatePayloadSchema,
  profileUpdatePayloadSchema,
  signedInSessionSchema,
} from '../schemas/account.ts';
import { dataOf, messageAnswerSchema } from '../schemas/common.ts';
import { userSchema } from '../schemas/user.ts';

/** The signed-in user's own settings. */
export const accountEndpoints = {
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/profile/update',
    permission: null,
    requestKind: 'multipart',
    request: profileUpdatePayloadSchema,
    response: z.object({ message: z.string(), data: userSchema }),
    summary: 'Update own name, email, phone and photo; answers the updated user.',
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/user/update-password',
    permission: null,
    request: passwordUpdatePayloadSchema,
    response: messageAnswerSchema,
    summary: 'Change own password, given the current one.',
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/sessions',
    permission: null,
    response: dataOf(z.array(signedInSessionSchema)),
    summary: 'List own signed-in sessions, the current one first (decisions.md D42).',
  }),
  signOutOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/sessions/sign-out-others',
    permission: null,
    response: messageAnswerSchema,
    summary: 'End every own session but the current one (decisions.md D42).',
  }),
};
