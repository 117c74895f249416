import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { showServerErrors } from './server-errors.ts';

type Values = { businessName: string; email: string; photo: string };

describe('showServerErrors', () => {
  const refusal = new ApiError(
    422,
    'The email has already been taken.',
    { email: ['The email has already been taken.', 'Second'], profileImage: ['Too big.'] },
    'x',
  );

  it('puts the first message under each named field and focuses only the first', () => {
    const setError = vi.fn();
    const banner = showServerErrors<Values>(
      refusal,
      setError,
      { businessName: 'businessName', email: 'email', profileImage: 'photo' },
      'Something went wrong!',
    );
    expect(banner).toBeNull();
    expect(setError.mock.calls).toEqual([
      [
        'email',
        { type: 'server', message: 'The email has already been taken.' },
        { shouldFocus: true },
      ],
      ['photo', { type: 'server', message: 'Too big.' }, { shouldFocus: false }],
    ]);
  });

  it('answers a banner message when no field of the form has one', () => {
    const setError = vi.fn();
    expect(
      showServerErrors<Values>(refusal, setError, ['businessName'], 'Something went wrong!'),
    ).toBe('The email has already been taken.');
    expect(
      showServerErrors<Values>(
        new TypeError('Failed to fetch'),
        setError,
        ['email'],
        'Something went wrong!',
      ),
    ).toBe('Something went wrong!');
    expect(setError).not.toHaveBeenCalled();
  });
});
