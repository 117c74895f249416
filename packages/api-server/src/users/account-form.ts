import type { Db } from '../db/index.ts';
import { checkImages, type CheckedImage } from '../files/image-upload.ts';
import { validationFailed } from '../http/errors.ts';
import { findUserByEmail } from './queries.ts';

/**
 * The rules the schema cannot check on a form that makes or edits an account (a partner's
 * owner, a rider): the email is free or the account's own, and every upload is a PNG or JPEG
 * within the size limit. All failures come back in one 422, as Laravel's validator answers.
 */
export async function checkAccountForm<Field extends string>(
  db: Db,
  form: {
    email: string;
    /** The account being edited; null when the form makes a new one. */
    userId: number | null;
    uploads: Partial<Record<Field, Blob | null | undefined>>;
  },
): Promise<Partial<Record<Field, CheckedImage>>> {
  const holder = await findUserByEmail(db, form.email);
  const { images, errors } = await checkImages<Field>(form.uploads);
  if (holder && holder.id !== form.userId) errors.email = ['The email has already been taken.'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return images;
}

/** Where an account form's uploads are stored: its photo with the avatars, the rest as documents. */
export const uploadFolders =
  <Field extends string>(photoField: Field) =>
  (field: Field): 'avatars' | 'documents' =>
    field === photoField ? 'avatars' : 'documents';

/** A full name as the users table keeps it: the first word, and the rest (null when none). */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first || name, lastName: rest.join(' ') || null };
}
