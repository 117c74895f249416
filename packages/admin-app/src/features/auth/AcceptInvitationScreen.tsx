import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, LoadingState, Notice, PasswordField, TextField } from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { acceptInvitation, showInvitation } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import * as styles from './auth-form.css.ts';

const fields = ['password', 'password_confirmation'] as const;

/** After the password is set the page moves on to /login after this long, as a reset does. */
const redirectDelayMs = 2_000;

type Preview = Awaited<ReturnType<typeof showInvitation>>;

/**
 * /accept-invitation?token=: the invited administrator sets a password (decisions.md D53). The
 * link works once and for 72 hours; an expired or used one says so and asks for a new one.
 */
export function AcceptInvitationScreen() {
  usePageTitle('Accept invitation');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [preview, setPreview] = useState<Preview | null>(null);
  const [linkError, setLinkError] = useState<string | null>(
    token ? null : 'This invitation link is incomplete. Open the link from your mail again.',
  );
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm(fields, 'Your password could not be set');

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    showInvitation(token).then(
      (shown) => isCurrent && setPreview(shown),
      (error: unknown) =>
        isCurrent &&
        setLinkError(errorText(error, 'This invitation could not be checked. Please try again.')),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(
      () => navigate(paths.login.href(), { replace: true }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? '');
    const answer = await form.submit(async () => ({
      message: await acceptInvitation({
        token,
        password: text('password'),
        password_confirmation: text('password_confirmation'),
      }),
    }));
    if (answer) setDone(answer.message);
  };

  return (
    <AuthCard title="Join the Packlight team">
      {linkError && (
        <Notice tone="danger" className={styles.notice}>
          {linkError}
        </Notice>
      )}
      {done && (
        <Notice tone="success" className={styles.notice}>
          {done} Redirecting to login...
        </Notice>
      )}
      {form.banner && (
        <Notice tone="danger" className={styles.notice}>
          {form.banner.message}
        </Notice>
      )}
      {!linkError && !preview && <LoadingState label="Checking your invitation..." />}
      {preview && (
        <Form
          aria-label="Set your password"
          onSubmit={onSubmit}
          validationErrors={form.fieldErrors}
          className={styles.form}
        >
          <TextField
            label="Name"
            value={preview.name}
            isReadOnly
            className={styles.readOnlyField}
          />
          <TextField
            label="Email"
            type="email"
            value={preview.email}
            isReadOnly
            description="You sign in with this address."
            className={styles.readOnlyField}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            description="At least 8 characters."
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
          <Button type="submit" fullWidth isDisabled={form.isSubmitting || done !== null}>
            {form.isSubmitting ? 'Setting password...' : 'Set password'}
          </Button>
        </Form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
