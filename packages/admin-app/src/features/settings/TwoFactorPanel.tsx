import { useState } from 'react';
import type { TotpSetup, TwoFactorMethod, User } from '@packlight/api-types';
import { Button, DigitsField, Inline, Notice, RadioGroup, Stack, toast } from '@packlight/ui';
import { ApiError, failureText } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/context.ts';
import { fetchCurrentUser, generateTotp, setTwoFactorMethod } from './api.ts';
import { usePasswordConfirmation } from './PasswordConfirmDialog.tsx';
import { RecoveryDialog } from './RecoveryDialog.tsx';
import { TotpSetupCard } from './TotpSetupCard.tsx';
import * as styles from './SettingsScreen.css.ts';

const methodOptions: { value: TwoFactorMethod; label: string }[] = [
  { value: 'totp', label: 'Authenticator app (TOTP)' },
  { value: 'email', label: 'Email code' },
  { value: 'none', label: 'None' },
];

const updated = 'Two-Factor method updated successfully!';
/** The method's toasts: a success closes the failures before it (D46). */
const twoFactorAction = 'two-factor-method';
const notUpdated = 'Failed to update Two-Factor method.';

/**
 * 2FA Verification (docs/product/part-2.md §4): choose totp, email or none. The authenticator
 * needs 'Set up authenticator' (a new secret: QR code and recovery codes) and a code from the app
 * before it is switched on, so a half-done set-up never locks the administrator out. Wherever a
 * secret exists, 'Regenerate recovery codes' spends one to show the QR code again with fresh
 * codes. Secrets stay on screen until 'I have saved these' (D49).
 */
export function TwoFactorPanel({ user }: { user: User }) {
  const { updateUser } = useAuth();
  const current = user.two_factor_method ?? 'none';
  const hasSecret = Boolean(user.two_factor_secret);
  const [chosen, setChosen] = useState<TwoFactorMethod>(current);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [isWorking, setIsWorking] = useState(false);
  const [isRecoveryOpen, setIsRecoveryOpen] = useState(false);

  /** The session learns the new method (and whether a secret is set) from the server. */
  async function refreshUser() {
    try {
      updateUser(await fetchCurrentUser());
    } catch {
      // The change is saved; the next page load reads it.
    }
  }

  async function work(task: () => Promise<void>) {
    setIsWorking(true);
    try {
      await task();
    } finally {
      setIsWorking(false);
    }
  }

  const password = usePasswordConfirmation();

  const saveMethod = () =>
    work(async () => {
      try {
        const done = await password.confirm((currentPassword) =>
          setTwoFactorMethod(chosen, undefined, currentPassword),
        );
        if (!done) return;
        toast.success(updated, { action: twoFactorAction });
        setSetup(null);
        await refreshUser();
      } catch (error) {
        toast.danger(`${notUpdated} ${failureText(error)}`, { action: twoFactorAction });
      }
    });

  const createSecret = () =>
    work(async () => {
      try {
        const done = await password.confirm(async (currentPassword) =>
          setSetup(await generateTotp(currentPassword)),
        );
        if (!done) return;
        setCode('');
        await refreshUser();
      } catch {
        toast.danger('Failed to generate TOTP QR code');
      }
    });

  const confirmTotp = () =>
    work(async () => {
      if (!/^\d{6}$/.test(code)) {
        setCodeError('Enter the 6-digit code from your authenticator app.');
        return;
      }
      try {
        const done = await password.confirm((currentPassword) =>
          setTwoFactorMethod('totp', code, currentPassword),
        );
        if (!done) return;
        toast.success(updated, { action: twoFactorAction });
        setCode('');
        setCodeError(undefined);
        await refreshUser();
      } catch (error) {
        // A refused code shows under the field; only a failure of no field gets a toast (D46).
        const fieldError = error instanceof ApiError ? error.fieldError('code') : undefined;
        if (fieldError) setCodeError(fieldError);
        else toast.danger(`${notUpdated} ${failureText(error)}`, { action: twoFactorAction });
      }
    });

  const isActiveTotp = current === 'totp' && hasSecret;
  const needsConfirmation = chosen === 'totp' && !isActiveTotp && (setup !== null || hasSecret);

  return (
    <Stack gap="lg">
      <p className={styles.text}>
        A second step at sign-in keeps your account safe even if someone learns your password.
      </p>
      <RadioGroup
        label="Verification method"
        options={methodOptions}
        value={chosen}
        onChange={(next) => setChosen(next as TwoFactorMethod)}
      />
      <Inline gap="sm">
        {chosen !== 'totp' && chosen !== current && (
          <Button onPress={() => void saveMethod()} isPending={isWorking}>
            Save
          </Button>
        )}
        {chosen === 'totp' && !isActiveTotp && setup === null && (
          <Button onPress={() => void createSecret()} isPending={isWorking}>
            Set up authenticator
          </Button>
        )}
        {chosen === 'totp' && hasSecret && (
          <Button variant="secondary" onPress={() => setIsRecoveryOpen(true)}>
            Regenerate recovery codes
          </Button>
        )}
      </Inline>
      {isActiveTotp && chosen === 'totp' && (
        <Notice tone="success">Your authenticator app is on: sign-in asks for its code.</Notice>
      )}
      {chosen === 'totp' && setup && (
        <TotpSetupCard
          setup={setup}
          account={user.email}
          onSaved={isActiveTotp ? () => setSetup(null) : undefined}
        />
      )}
      {needsConfirmation && (
        <form
          className={styles.narrow}
          noValidate
          aria-label="Turn on the authenticator app"
          onSubmit={(event) => {
            event.preventDefault();
            void confirmTotp();
          }}
        >
          <Stack gap="sm">
            <DigitsField
              label="Code from your authenticator app"
              placeholder="Enter your 6-digit code"
              maxLength={6}
              autoComplete="one-time-code"
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              errorMessage={codeError}
            />
            <Inline>
              <Button type="submit" isPending={isWorking}>
                Verify Code
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
      {password.dialog}
      <RecoveryDialog
        isOpen={isRecoveryOpen}
        onOpenChange={setIsRecoveryOpen}
        onRecovered={(recovered) => setSetup(recovered)}
      />
    </Stack>
  );
}
