import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from './api-error-answer.ts';
import { ApiError, errorText } from './api-error.ts';

describe('apiErrorFrom', () => {
  it("reads Laravel's 422 answer: message and field lists", () => {
    const error = apiErrorFrom(
      422,
      {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.', 'Second.'] },
      },
      'POST /login',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('These credentials do not match our records.');
    expect(error.fieldError('email')).toBe('These credentials do not match our records.');
    expect(error.fieldError('password')).toBeUndefined();
  });

  it('reads a plain {message} answer without field errors', () => {
    const error = apiErrorFrom(401, { message: 'Unauthenticated.' }, 'GET /user');
    expect(error.serverMessage).toBe('Unauthenticated.');
    expect(error.fieldErrors).toEqual({});
  });

  it('names the call and status when the answer has no message', () => {
    const error = apiErrorFrom(502, undefined, 'GET /user');
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('GET /user failed with status 502');
  });
});

describe('errorText', () => {
  it("tells the server's message, else the screen's fallback", () => {
    expect(errorText(new ApiError(422, 'The email has already been taken.', {}, 'x'), 'F')).toBe(
      'The email has already been taken.',
    );
    expect(errorText(new ApiError(500, undefined, {}, 'POST /x failed with status 500'), 'F')).toBe(
      'F',
    );
    expect(errorText(new TypeError('Failed to fetch'), 'F')).toBe('F');
  });
});
