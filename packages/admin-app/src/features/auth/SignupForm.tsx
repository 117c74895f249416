import { useState, type FormEvent } from 'react';
import { RouterLink } from '../../lib/RouterLink.tsx';
import { laravelMessages } from '@packlight/api-types';
import { Button, Checkbox, Form, Notice, PasswordField, TextField } from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { register } from './api.ts';
import * as styles from './auth-form.css.ts';
import { BackToLogin } from './BackToLogin.tsx';

const signupFields = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

const failedMessage = 'Sign-up failed. Please try again.';

// Like the login form, no form library: the spec shows no client rules, so beyond the browser's
// required checks the server's answer (Laravel field errors) is the validation, placed under each
// field by the kit's Form.
/** The sign-up form: files a partner application for an administrator to review. */
export function SignupForm() {
  const form = useServerForm(signupFields, failedMessage);
  const [applied, setApplied] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? '');
    if (!values.has('terms')) {
      // The one rule the payload's type already holds; worded as the server words it.
      form.refuse('terms', laravelMessages.accepted('terms'));
      return;
    }
    const message = await form.submit(() =>
      register({
        name: text('name'),
        email: text('email'),
        password: text('password'),
        password_confirmation: text('password_confirmation'),
        terms: true,
      }),
    );
    if (message !== undefined) setApplied(message);
  };

  if (applied) {
    return (
      <>
        <Notice tone="success" className={styles.notice}>
          {applied}
        </Notice>
        <BackToLogin />
      </>
    );
  }

  return (
    <>
      {form.banner && (
        <Notice tone="danger" className={styles.notice}>
          {form.banner.message}
        </Notice>
      )}
      <Form
        aria-label="Sign up"
        onSubmit={onSubmit}
        validationErrors={form.fieldErrors}
        className={styles.form}
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          isRequired
          onChange={form.clearFieldErrors}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          onChange={form.clearFieldErrors}
        />
        <PasswordField
          label="Password"
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
        <div>
          {/* The link sits beside the label, not in it: a click on the label only ticks it. */}
          <div className={styles.termsRow}>
            <Checkbox
              name="terms"
              aria-describedby={form.fieldErrors.terms ? 'terms-error' : undefined}
              onChange={form.clearFieldErrors}
            >
              I agree to the terms and conditions
            </Checkbox>
            {/* A new tab, so what was typed here stays. */}
            <RouterLink to={paths.terms.href()} target="_blank" className={styles.link}>
              Read the terms
            </RouterLink>
          </div>
          {form.fieldErrors.terms && (
            <p id="terms-error" className={styles.fieldError}>
              {form.fieldErrors.terms}
            </p>
          )}
        </div>
        <Button type="submit" fullWidth isPending={form.isSubmitting} pendingLabel="Signing up">
          Sign up
        </Button>
      </Form>
      <p className={styles.footnote}>
        Already have an account?{' '}
        <RouterLink to={paths.login.href()} className={styles.link}>
          Sign in
        </RouterLink>
      </p>
    </>
  );
}
