import { useState, type FormEvent } from 'react';
import { Button, Form, Notice, TextField } from '@packlight/ui';
import { AuthCard } from './AuthCard.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { sendResetLink } from './api.ts';
import * as styles from './auth-form.css.ts';

const fields = ['email'] as const;

/** /forgot-password: mails a reset link (docs/product/part-1.md §2 and §4). */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useServerForm(fields, 'Failed to send reset link');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const answer = await form.submit(async () => ({ message: await sendResetLink(email) }));
    if (answer === undefined) return;
    setSent(answer.message || 'Password reset link sent to your email');
    setEmail('');
  };

  return (
    <AuthCard
      title="Forgot password?"
      lead="Enter your email and we will send you a link to reset your password."
    >
      {sent && (
        <Notice tone="success" className={styles.notice}>
          {sent}
        </Notice>
      )}
      {form.banner && (
        <Notice tone="danger" className={styles.notice}>
          {form.banner.message}
        </Notice>
      )}
      <Form
        aria-label="Forgot password"
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
          value={email}
          onChange={(value) => {
            setEmail(value);
            form.clearFieldErrors();
          }}
        />
        <Button type="submit" fullWidth isDisabled={form.isSubmitting}>
          {form.isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
      <BackToLogin />
    </AuthCard>
  );
}
