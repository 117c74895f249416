import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { loginPayloadSchema } from '@packlight/api-types';
import { Button, Checkbox, PasswordField, TextField } from '@packlight/ui';
import { useAuth } from '../../lib/auth/context.ts';
import { paths } from '../../lib/paths.ts';
import { loginErrorDisplay, loginFields } from './login-errors.ts';
import { SocialSignIn } from './SocialSignIn.tsx';
import * as styles from './LoginScreen.css.ts';

// The form always knows whether Remember me is ticked; the payload leaves it optional.
const loginFormSchema = loginPayloadSchema.extend({ remember: z.boolean() });

/** The error banner clears itself after this long (spec 1, section 9). */
const bannerLifetimeMs = 10_000;

export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: true },
  });
  // A new object per failure, so a repeated message restarts the clock.
  const [banner, setBanner] = useState<{ message: string } | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), bannerLifetimeMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setBanner(null);
    try {
      // On success the guest-only route sends the user on; only the second factor needs a push.
      if ((await login(email, password, remember)) === 'two-factor') {
        navigate(paths.twoFactor.href());
      }
    } catch (error) {
      const display = loginErrorDisplay(error);
      const invalid = loginFields.filter((field) => display.fields[field]);
      invalid.forEach((field, index) =>
        // Focus moves to the first field to fix, as after a failed client-side check.
        setError(
          field,
          { type: 'server', message: display.fields[field] },
          { shouldFocus: index === 0 },
        ),
      );
      if (display.banner) setBanner({ message: display.banner });
    }
  });

  return (
    <>
      {banner && (
        <div role="alert" className={styles.banner}>
          {banner.message}
        </div>
      )}
      {/* noValidate: the schema's messages replace the browser's bubbles. */}
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              isRequired
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label="Password"
              autoComplete="current-password"
              isRequired
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <div className={styles.row}>
          <Controller
            control={control}
            name="remember"
            render={({ field }) => (
              <Checkbox name={field.name} isSelected={field.value} onChange={field.onChange}>
                Remember me
              </Checkbox>
            )}
          />
          <Link to={paths.forgotPassword.href()} className={styles.link}>
            Forgot password?
          </Link>
        </div>
        <Button
          type="submit"
          fullWidth
          isPending={formState.isSubmitting}
          pendingLabel="Signing in"
        >
          Sign in
        </Button>
      </form>
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
