import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Checkbox, Form, PasswordField, TextField } from '@packlight/ui';
import { useAuth } from '../../lib/auth/context.ts';
import { paths } from '../../lib/paths.ts';
import { loginErrorDisplay, type LoginErrorDisplay } from './login-errors.ts';
import { SocialSignIn } from './SocialSignIn.tsx';
import * as styles from './LoginScreen.css.ts';

/** The error banner clears itself after this long (spec 1, section 9). */
const bannerLifetimeMs = 10_000;

// Two fields need no form library: the browser's constraint checks (required, email) block an
// empty submit, and the server's field errors go to the kit's Form by field name. Keeping
// react-hook-form and zod off this screen keeps the first page every user loads small.
export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginErrorDisplay['fields']>({});
  // A new object per failure, so a repeated message restarts the clock.
  const [banner, setBanner] = useState<{ message: string } | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), bannerLifetimeMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBanner(null);
    setFieldErrors({});
    setSubmitting(true);
    try {
      const outcome = await login(
        String(form.get('email') ?? ''),
        String(form.get('password') ?? ''),
        form.has('remember'),
      );
      // On success the guest-only route sends the user on; only the second factor needs a push.
      if (outcome === 'two-factor') navigate(paths.twoFactor.href());
    } catch (error) {
      const display = loginErrorDisplay(error);
      setFieldErrors(display.fields);
      if (display.banner) setBanner({ message: display.banner });
      // Focus moves to the first field to fix, as after a failed browser check.
      const first = display.fields.email ? 'email' : display.fields.password ? 'password' : null;
      if (first) document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {banner && (
        <div role="alert" className={styles.banner}>
          {banner.message}
        </div>
      )}
      <Form
        aria-label="Sign in"
        onSubmit={onSubmit}
        validationErrors={fieldErrors}
        className={styles.form}
      >
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          isRequired
        />
        <div className={styles.row}>
          <Checkbox name="remember" defaultSelected>
            Remember me
          </Checkbox>
          <Link to={paths.forgotPassword.href()} className={styles.link}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" fullWidth isPending={isSubmitting} pendingLabel="Signing in">
          Sign in
        </Button>
      </Form>
      <SocialSignIn />
      <p className={styles.footnote}>
        Don&apos;t have an account?{' '}
        <Link to={paths.signup.href()} className={styles.link}>
          Sign up
        </Link>
      </p>
    </>
  );
}
