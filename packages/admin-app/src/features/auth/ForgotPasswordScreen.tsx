import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authEndpoints } from '@packlight/api-types';
import { Button, Form, TextField } from '@packlight/ui';
import { call } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './AuthCard.tsx';
import { focusFirstInvalid, formErrorDisplay } from './form-errors.ts';
import { Notice } from './Notice.tsx';
import * as styles from './authForm.css.ts';

const fields = ['email'] as const;

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** /forgot-password: mails a reset link (spec 1, sections 2 and 4). */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string }>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    setFieldErrors({});
    setSending(true);
    try {
      const answer = await call(authEndpoints.forgotPassword, { body: { email } });
      setOutcome({
        tone: 'success',
        message: answer.message || 'Password reset link sent to your email',
      });
      setEmail('');
    } catch (error) {
      const display = formErrorDisplay(error, fields, 'Failed to send reset link');
      setFieldErrors(display.fields);
      if (display.banner) setOutcome({ tone: 'error', message: display.banner });
      focusFirstInvalid(display, fields);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title="Forgot password?"
      lead="Enter your email and we will send you a link to reset your password."
    >
      {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      <Form
        aria-label="Forgot password"
        onSubmit={onSubmit}
        validationErrors={fieldErrors}
        className={styles.form}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <Button type="submit" fullWidth isDisabled={isSending}>
          {isSending ? 'Sending...' : 'Send Reset Link'}
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
