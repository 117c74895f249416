import * as z from 'zod/mini';
import { userSchema, type User } from '../schemas/user.ts';

/** GET /user answers `{data: {data: user}}` (Laravel resource) or `{data: user}`. */
export const userResponseSchema = z.object({
  data: z.union([z.object({ data: userSchema }), userSchema]),
});

/** Picks the user out of either GET /user shape. */
export function normaliseUserResponse(body: z.infer<typeof userResponseSchema>): User {
  return 'data' in body.data ? body.data.data : body.data;
}
