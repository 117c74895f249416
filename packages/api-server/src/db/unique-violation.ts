import { attributeName, wholeInputKey } from '@packlight/api-types';

/**
 * Postgres's unique_violation (SQLSTATE 23505) read as the field a caller can fix. A pre-check
 * ("is this email taken?") cannot close the window between the check and the write: two requests
 * can both pass it, and then the database's constraint decides. Its answer is the same 422 the
 * pre-check gives, on the same field.
 */

/** The field each unique constraint guards, by constraint name (drizzle's `{table}_{column}_unique`). */
const fieldByConstraint: Readonly<Record<string, string>> = {
  users_email_unique: 'email',
  // One traveler, partner or rider row per account: the second is a repeat of the same account.
  travelers_user_id_unique: 'user_id',
  partners_user_id_unique: 'user_id',
  riders_user_id_unique: 'user_id',
  social_accounts_provider_user_unique: 'provider',
  // One pending invitation per address (D53).
  admin_invitations_pending_email_unique: 'email',
  // A custom role's key comes from its name, so either taken is the name's fault (D71).
  roles_key_unique: 'name',
  roles_name_unique: 'name',
};

interface PostgresError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The field and message of a unique violation anywhere in `error`'s cause chain (drizzle wraps the
 * driver's error); null for any other error.
 */
export function uniqueViolationOf(error: unknown): { field: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as PostgresError;
    if (code === '23505') {
      const field =
        typeof constraint === 'string' && Object.hasOwn(fieldByConstraint, constraint)
          ? fieldByConstraint[constraint]!
          : null;
      // Laravel's `unique` rule message.
      return field
        ? { field, message: `The ${attributeName(field)} has already been taken.` }
        : { field: wholeInputKey, message: 'This record has already been taken.' };
    }
    current = cause;
  }
  return null;
}
