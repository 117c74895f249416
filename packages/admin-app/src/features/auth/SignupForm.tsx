import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authEndpoints, laravelMessages } from '@packlight/api-types';
import { Button, Checkbox, Form, PasswordField, TextField } from '@packlight/ui';
import { call } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { focusFirstInvalid, formErrorDisplay } from './form-errors.ts';
import { Notice } from './Notice.tsx';
import { useFieldErrors } from './useFieldErrors.ts';
import * as styles from './authForm.css.ts';

const signupFields = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;
type SignupField = (typeof signupFields)[number];

const failedMessage = 'Sign-up failed. Please try again.';

// Like the login form, no form library: the spec shows no client rules, so beyond the browser's
// required checks the server's answer (Laravel field errors) is the validation, placed under each
// field by the kit's Form.
/** The sign-up form: files a partner application for an administrator to review. */
export function SignupForm() {
  const [isSubmitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors, clearFieldErrors] = useFieldErrors<SignupField>();
  const [banner, setBanner] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setBanner(null);
    if (!form.has('terms')) {
      // The one rule the payload's type already holds; worded as the server words it.
      const display = { fields: { terms: laravelMessages.accepted('terms') }, banner: null };
      setFieldErrors(display.fields);
      focusFirstInvalid(display, signupFields);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await call(authEndpoints.register, {
        body: {
          name: text('name'),
          email: text('email'),
          password: text('password'),
          password_confirmation: text('password_confirmation'),
          terms: true,
        },
      });
      setApplied(answer.message);
    } catch (error) {
      const display = formErrorDisplay(error, signupFields, failedMessage);
      setFieldErrors(display.fields);
      setBanner(display.banner);
      focusFirstInvalid(display, signupFields);
    } finally {
      setSubmitting(false);
    }
  };

  if (applied) {
    return (
      <>
        <Notice tone="success">{applied}</Notice>
        <Link to={paths.login.href()} className={styles.link}>
          Back to Login
        </Link>
      </>
    );
  }

  return (
    <>
      {banner && <Notice tone="error">{banner}</Notice>}
      <Form
        aria-label="Sign up"
        onSubmit={onSubmit}
        validationErrors={fieldErrors}
        className={styles.form}
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          isRequired
          onChange={clearFieldErrors}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          onChange={clearFieldErrors}
        />
        <PasswordField
          label="Password"
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
        <div>
          <Checkbox
            name="terms"
            aria-describedby={fieldErrors.terms ? 'terms-error' : undefined}
            onChange={clearFieldErrors}
          >
            I agree to the terms and conditions
          </Checkbox>
          {fieldErrors.terms && (
            <p id="terms-error" className={styles.fieldError}>
              {fieldErrors.terms}
            </p>
          )}
        </div>
        <Button type="submit" fullWidth isPending={isSubmitting} pendingLabel="Signing up">
          Sign up
        </Button>
      </Form>
      <p className={styles.footnote}>
        Already have an account?{' '}
        <Link to={paths.login.href()} className={styles.link}>
          Sign in
        </Link>
      </p>
    </>
  );
}
