import type { UserRow } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { simpleMail, type OutgoingMail } from '../mail/mailer.ts';
import { verifyPassword } from './password.ts';

/** Laravel's current_password rule message. */
export const wrongCurrentPassword = 'The password is incorrect.';

/**
 * A sensitive change (email, second factor, recovery codes) needs the user's password, so a
 * stolen session alone cannot take the account over: a 422 under `current_password` otherwise.
 */
export async function ensureCurrentPassword(user: UserRow, given: string | null | undefined) {
  if (!given || !(await verifyPassword(given, user.passwordHash))) {
    throw validationFailed({ current_password: [wrongCurrentPassword] });
  }
}

/**
 * The mail that tells the account's address (the old one, for an email change) what just
 * changed; it is sent with the change, in its transaction (D64).
 */
export function accountChangeMail(to: string, change: string): OutgoingMail {
  return simpleMail({
    to,
    subject: 'Your Packlight account was changed',
    lines: [change],
    after: ['If this was not you, reset your password and contact an administrator at once.'],
  });
}
