import * as z from 'zod/mini';
import { userSchema } from '../schemas/user.ts';

/** GET /user answers `{data: {data: user}}` (Laravel resource) or `{data: user}`. */
export const userResponseSchema = z.object({
  data: z.union([z.object({ data: userSchema }), userSchema]),
});

export type UserResponse = z.infer<typeof userResponseSchema>;

export { normaliseUserResponse } from './user-answer.ts';
