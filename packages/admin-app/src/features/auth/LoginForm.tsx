import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../lib/RouterLink.tsx';
import { Button, Checkbox, Form, Notice, PasswordField, TextField } from '@packlight/ui';
import { useAuth } from '../../lib/auth/context.ts';
import { loadAuthCalls } from '../../lib/auth/load-calls.ts';
import { takeSessionEnded } from '../../lib/auth/session-ended.ts';
import { paths } from '../../lib/paths.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { loginErrorMessage } from './login-errors.ts';
import { SocialSignIn } from './SocialSignIn.tsx';
import * as styles from './auth-form.css.ts';

const loginFields = ['email', 'password'] as const;

/** The banner's message when the server gave none (docs/product/part-1.md §8). */
const defaultLoginMessage = 'Validation failed';

/** Shown when a session ended under the user (401 on a signed-in call). */
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

/** The error banner clears itself after this long (docs/product/part-1.md §9). */
const bannerLifetimeMs = 10_000;

// The page is shown without the sign-in call's code (the api client and the contract's schemas);
// it is fetched as soon as the user starts on the form, so pressing Sign in does not wait for it.
// A failed fetch here is not reported: the submit fetches again and reports its own failure.
const prepareSignIn = () => void loadAuthCalls().catch(() => undefined);

// Two fields need no form library: the browser's constraint checks (required, email) block an
// empty submit, and the server's field errors go to the kit's Form by field name. Keeping
// react-hook-form and zod off this screen keeps the first page every user loads small.
export function LoginForm() {
  const { login } = useAuth();
  const [searchParams] = useSearchParams();
  const [expired] = useState(takeSessionEnded);
  const [remember, setRemember] = useState(true);
  const form = useServerForm(loginFields, defaultLoginMessage);
  const { banner, setBanner } = form;
  // A failed social sign-in comes back to /login?error={message}; only known messages are shown.
  const [cameBackWith] = useState(() => {
    const error = searchParams.get('error');
    return error === null ? null : loginErrorMessage(error);
  });
  useEffect(() => {
    if (cameBackWith) setBanner({ message: cameBackWith });
  }, [cameBackWith, setBanner]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), bannerLifetimeMs);
    return () => clearTimeout(timer);
  }, [banner, setBanner]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    // Where it leads is the guest-only route's job: into the app, or on to /two-factor.
    await form.submit(() =>
      login(String(values.get('email') ?? ''), String(values.get('password') ?? ''), remember),
    );
  };

  return (
    <>
      {expired && !banner && (
        <Notice tone="warning" className={styles.notice}>
          {sessionExpiredMessage}
        </Notice>
      )}
      {banner && (
        <Notice tone="danger" className={styles.notice}>
          {banner.message}
        </Notice>
      )}
      <Form
        aria-label="Sign in"
        onSubmit={onSubmit}
        validationErrors={form.fieldErrors}
        className={styles.form}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          onFocus={prepareSignIn}
          onChange={form.clearFieldErrors}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          isRequired
          onFocus={prepareSignIn}
          onChange={form.clearFieldErrors}
        />
        <div className={styles.row}>
          <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
            Remember me
          </Checkbox>
          <RouterLink to={paths.forgotPassword.href()} className={styles.link}>
            Forgot password?
          </RouterLink>
        </div>
        <Button type="submit" fullWidth isPending={form.isSubmitting} pendingLabel="Signing in">
          Sign in
        </Button>
      </Form>
      <SocialSignIn remember={remember} onError={(message) => setBanner({ message })} />
      <p className={styles.footnote}>
        Don&apos;t have an account?{' '}
        <RouterLink to={paths.signup.href()} className={styles.link}>
          Sign up
        </RouterLink>
      </p>
    </>
  );
}
