import { userSchema, type User } from '@packlight/api-types';

// The contract's user schema, loaded only when the server cannot say who is signed in.

/** The user stored at sign-in, if it still meets the contract; null otherwise. */
export function storedUser(stored: unknown): User | null {
  const checked = userSchema.safeParse(stored);
  return checked.success ? checked.data : null;
}
