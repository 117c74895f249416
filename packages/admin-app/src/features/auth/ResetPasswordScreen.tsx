import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authEndpoints } from '@packlight/api-types';
import { Button, Form, PasswordField, TextField } from '@packlight/ui';
import { call } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './AuthCard.tsx';
import { focusFirstInvalid, formErrorDisplay } from './form-errors.ts';
import { Notice } from './Notice.tsx';
import { useFieldErrors } from './useFieldErrors.ts';
import * as styles from './authForm.css.ts';

// The email and token come from the link and cannot be edited: their errors (an expired or
// used link) go to the banner, not under a field the user cannot fix.
const fields = ['password', 'password_confirmation'] as const;
type ResetField = (typeof fields)[number];

/** After a reset the page moves on to /login after this long (spec 1, section 9). */
const redirectDelayMs = 2_000;

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** /reset-password?email=&token=: sets a new password with the mailed link (spec 1, section 2). */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const isLinkValid = email !== '' && token !== '';

  const [isResetting, setResetting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fieldErrors, setFieldErrors, clearFieldErrors] = useFieldErrors<ResetField>();
  const isDone = outcome?.tone === 'success';

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(
      () => navigate(paths.login.href(), { replace: true }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setOutcome(null);
    setResetting(true);
    try {
      const answer = await call(authEndpoints.resetPassword, {
        body: {
          email,
          token,
          password: String(form.get('password') ?? ''),
          password_confirmation: String(form.get('password_confirmation') ?? ''),
        },
      });
      setOutcome({ tone: 'success', message: answer.message || 'Password reset successfully' });
    } catch (error) {
      const display = formErrorDisplay(error, fields, 'Failed to reset password');
      setFieldErrors(display.fields);
      if (display.banner) setOutcome({ tone: 'error', message: display.banner });
      focusFirstInvalid(display, fields);
    } finally {
      setResetting(false);
    }
  };

  return (
    <AuthCard title="Reset password">
      {!isLinkValid && (
        <Notice tone="error">Invalid reset link. Please request a new password reset.</Notice>
      )}
      {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      <Form
        aria-label="Reset password"
        onSubmit={onSubmit}
        validationErrors={fieldErrors}
        className={styles.form}
      >
        <TextField label="Email" name="email" type="email" value={email} isReadOnly />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          isRequired
          onChange={clearFieldErrors}
        />
        <PasswordField
          label="Confirm Password"
          name="password_confirmation"
          autoComplete="new-password"
          isRequired
          onChange={clearFieldErrors}
        />
        <Button type="submit" fullWidth isDisabled={!isLinkValid || isResetting || isDone}>
          {isResetting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Form>
      <p className={styles.footnote}>
        <Link to={paths.login.href()} className={styles.link}>
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
