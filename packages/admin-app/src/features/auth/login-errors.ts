import { ApiError } from '../../lib/api-error.ts';

/** The form fields a server field error can be shown under. */
export const loginFields = ['email', 'password'] as const;
export type LoginField = (typeof loginFields)[number];

/** The message the banner shows when the server gave none (spec 1, section 8). */
export const defaultLoginMessage = 'Validation failed';

export interface LoginErrorDisplay {
  /** First server message per field, shown under that field. */
  fields: Partial<Record<LoginField, string>>;
  /** The general message; only when no field shows an error (spec 1, section 2). */
  banner: string | null;
}

/** Splits a failed sign-in into messages under the fields and, failing those, one banner. */
export function loginErrorDisplay(error: unknown): LoginErrorDisplay {
  const fields: LoginErrorDisplay['fields'] = {};
  if (error instanceof ApiError) {
    for (const field of loginFields) {
      const message = error.fieldError(field);
      if (message) fields[field] = message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields, banner: null };
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return { fields, banner: serverMessage || defaultLoginMessage };
}
