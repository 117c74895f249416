import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { passwordUpdatePayloadSchema, profileUpdatePayloadSchema } from '../schemas/account.ts';
import { messageAnswerSchema } from '../schemas/common.ts';
import { userSchema } from '../schemas/user.ts';

/** The signed-in user's own settings. */
export const accountEndpoints = {
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/profile/update',
    requestKind: 'multipart',
    request: profileUpdatePayloadSchema,
    response: z.object({ message: z.string(), data: userSchema }),
    summary: 'Update own name, email, phone and photo; answers the updated user.',
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/user/update-password',
    request: passwordUpdatePayloadSchema,
    response: messageAnswerSchema,
    summary: 'Change own password, given the current one.',
  }),
};
