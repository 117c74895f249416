import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Notice, PasswordField, TextField } from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './AuthCard.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { resetPassword } from './api.ts';
import * as styles from './auth-form.css.ts';

// The email and token come from the link and cannot be edited: their errors (an expired or
// used link) go to the banner, not under a field the user cannot fix.
const fields = ['password', 'password_confirmation'] as const;

/** After a reset the page moves on to /login after this long (docs/product/part-1.md §9). */
const redirectDelayMs = 2_000;

/** Said with the success, so the move to /login two seconds later is expected. */
const redirectingText = 'Redirecting to login...';

/** /reset-password?email=&token=: sets a new password with the mailed link (docs/product/part-1.md §2). */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const isLinkValid = email !== '' && token !== '';

  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm(fields, 'Failed to reset password');
  const isDone = done !== null;

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
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? '');
    const answer = await form.submit(async () => ({
      message: await resetPassword({
        email,
        token,
        password: text('password'),
        password_confirmation: text('password_confirmation'),
      }),
    }));
    if (answer) setDone(answer.message || 'Password reset successfully');
  };

  return (
    <AuthCard title="Reset password">
      {!isLinkValid && (
        <Notice tone="danger" className={styles.notice}>
          Invalid reset link. Please request a new password reset.
        </Notice>
      )}
      {done && (
        <Notice tone="success" className={styles.notice}>
          {done} {redirectingText}
        </Notice>
      )}
      {form.banner && (
        <Notice tone="danger" className={styles.notice}>
          {form.banner.message}
        </Notice>
      )}
      <Form
        aria-label="Reset password"
        onSubmit={onSubmit}
        validationErrors={form.fieldErrors}
        className={styles.form}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          isReadOnly
          description="From your reset link."
          className={styles.readOnlyField}
        />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          isRequired
          onChange={form.clearFieldErrors}
        />
        <PasswordField
          label="Confirm Password"
          name="password_confirmation"
          autoComplete="new-password"
          isRequired
          onChange={form.clearFieldErrors}
        />
        <Button type="submit" fullWidth isDisabled={!isLinkValid || form.isSubmitting || isDone}>
          {form.isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Form>
      <BackToLogin />
    </AuthCard>
  );
}
