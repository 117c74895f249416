import type { UserRow } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { simpleMail } from '../mail/mailer.ts';
import type { Services } from '../services.ts';
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

/** Tells the account's address (the old one, for an email change) what just changed. */
export function mailAccountChange(services: Services, to: string, change: string) {
  return services.mailer.send(
    simpleMail({
      to,
      subject: 'Your Packlight account was changed',
      lines: [change],
      after: ['If this was not you, reset your password and contact an administrator at once.'],
    }),
  );
}
