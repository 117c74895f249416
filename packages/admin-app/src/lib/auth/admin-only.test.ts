import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { adminOnlyMessage, assertAdmin } from './admin-only.ts';

describe('assertAdmin', () => {
  it('lets administrators (and a user not known yet) through', () => {
    expect(() => assertAdmin({ type: 'admin' })).not.toThrow();
    expect(() => assertAdmin(null)).not.toThrow();
  });

  it('refuses any other kind of user with the message the login page shows', () => {
    for (const type of ['partner', 'rider', 'traveler']) {
      let refusal: unknown;
      try {
        assertAdmin({ type });
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).serverMessage).toBe(adminOnlyMessage);
      expect((refusal as ApiError).status).toBe(403);
    }
  });
});
