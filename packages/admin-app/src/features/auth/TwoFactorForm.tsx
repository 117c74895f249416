import { useState, type FormEvent } from 'react';
import { Button, DigitsField, Form, Notice, Select, TextField } from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { useAuth, type SecondFactorMethod } from '../../lib/auth/context.ts';
import { resendTwoFactorCode } from './api.ts';
import { methodHints, methodLabels, recoveryHint, refusalMessages } from './two-factor-methods.ts';
import * as styles from './auth-form.css.ts';

interface TwoFactorFormProps {
  /** The methods the pending sign-in may use; a choice is offered when there are several. */
  methods: readonly SecondFactorMethod[];
}

/** The code form of /two-factor. Once a code is accepted the screen's guard moves on. */
export function TwoFactorForm({ methods }: TwoFactorFormProps) {
  const { verifyTwoFactor, pending } = useAuth();
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'totp');
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [isVerifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [isResending, setResending] = useState(false);
  const withRecovery = useRecovery && method === 'totp';

  const switchField = (recovery: boolean) => {
    setUseRecovery(recovery);
    setCode('');
    setError(null);
  };

  const resend = async () => {
    if (!pending) return;
    setError(null);
    setResent(null);
    setResending(true);
    try {
      setResent(await resendTwoFactorCode(pending));
      setCode('');
    } catch (failure) {
      setError(errorText(failure, 'Could not send a new code. Please try again.'));
    } finally {
      setResending(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setVerifying(true);
    try {
      if (!(await verifyTwoFactor(withRecovery ? 'recovery' : method, code.trim()))) {
        setError(withRecovery ? refusalMessages.recovery : refusalMessages.code);
        setCode('');
      }
    } catch {
      setError('Something went wrong.');
    } finally {
      setVerifying(false);
    }
  };

  return (
    <>
      {error && (
        <Notice tone="danger" className={styles.notice}>
          {error}
        </Notice>
      )}
      {resent && !error && (
        <Notice tone="success" className={styles.notice}>
          {resent}
        </Notice>
      )}
      <Form aria-label="Two-factor verification" onSubmit={onSubmit} className={styles.form}>
        {methods.length > 1 && (
          <Select
            label="Verification method"
            options={methods.map((id) => ({ id, label: methodLabels[id] }))}
            value={method}
            onChange={(key) => setMethod(key as SecondFactorMethod)}
          />
        )}
        {withRecovery ? (
          <TextField
            label="Recovery code"
            name="recovery_code"
            description={recoveryHint}
            autoComplete="off"
            spellCheck="false"
            isRequired
            value={code}
            onChange={setCode}
          />
        ) : (
          <DigitsField
            label="Code"
            name="code"
            description={methodHints[method]}
            placeholder="Enter your 6-digit code"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
            value={code}
            onChange={setCode}
          />
        )}
        <Button type="submit" fullWidth isPending={isVerifying} pendingLabel="Verifying">
          Verify Code
        </Button>
        {method === 'email' && (
          <Button
            variant="ghost"
            size="sm"
            isPending={isResending}
            pendingLabel="Sending a new code"
            onPress={() => void resend()}
          >
            Resend code
          </Button>
        )}
        {method === 'totp' && (
          <Button variant="ghost" size="sm" onPress={() => switchField(!withRecovery)}>
            {withRecovery ? 'Use an authentication code' : 'Use a recovery code'}
          </Button>
        )}
      </Form>
    </>
  );
}
