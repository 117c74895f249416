import type { ProfileUpdatePayload, User } from '@packlight/api-types';

/** The Personal Information form as the person edits it. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  /** As shown: 3-3-4 with dashes (docs/product/part-2.md §5). */
  phone: string;
  /** A newly chosen file, or the current photo's address, or nothing. */
  profile_photo: File | string | null;
}

export const profileFields = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'profile_photo',
] as const;

/** The form's starting values: the signed-in user as the server last answered. */
export function profileValues(user: User | null): ProfileFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    profile_photo: user?.profile_photo ?? null,
  };
}

/**
 * What POST /profile/update receives. The photo goes only when a new file was chosen: the
 * current one stays on the server otherwise.
 */
export function profilePayload(userId: number, values: ProfileFormValues): ProfileUpdatePayload {
  const phone = values.phone.trim();
  return {
    user_id: userId,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(values.profile_photo instanceof File ? { profile_photo: values.profile_photo } : {}),
  };
}
