import type { User } from '../schemas/user.ts';
import type { UserResponse } from './user.ts';

// Apart from the schema (user.ts), so the app's first paint can read a checked answer without zod.

/** Picks the user out of either GET /user shape. */
export function normaliseUserResponse(body: UserResponse): User {
  return 'data' in body.data ? body.data.data : body.data;
}
