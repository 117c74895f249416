import { useRef, useState } from 'react';
import { Button, Dialog, PasswordField } from '@packlight/ui';
import { ApiError } from '../../lib/api-error.ts';

/** What a sensitive change does with the password it was given. */
type Change = (password: string) => Promise<void>;

interface Pending {
  change: Change;
  settle: (done: boolean, error?: unknown) => void;
}

/**
 * Asks for the current password before a sensitive change (email, second factor, recovery
 * codes; docs/security.md). `confirm(change)` opens the dialog and runs the change with the
 * password; a wrong one is shown under the field. It resolves true once the change is done,
 * false when the user cancels, and rejects with any other failure. The password is kept for
 * later changes on this screen, so one set-up asks once.
 */
export function usePasswordConfirmation() {
  const [pending, setPending] = useState<Pending | null>(null);
  const known = useRef<string | null>(null);

  async function confirm(change: Change): Promise<boolean> {
    if (known.current !== null) {
      try {
        await change(known.current);
        return true;
      } catch (error) {
        if (!isWrongPassword(error)) throw error;
        known.current = null;
      }
    }
    return new Promise<boolean>((resolve, reject) => {
      setPending({
        change,
        settle: (done, error) => (error === undefined ? resolve(done) : reject(error)),
      });
    });
  }

  const dialog = (
    <PasswordConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(isOpen) => {
        if (isOpen || !pending) return;
        pending.settle(false);
        setPending(null);
      }}
      onConfirm={async (password) => {
        if (!pending) return;
        try {
          await pending.change(password);
        } catch (error) {
          if (isWrongPassword(error)) throw error;
          pending.settle(false, error);
          setPending(null);
          return;
        }
        known.current = password;
        pending.settle(true);
        setPending(null);
      }}
    />
  );
  return { confirm, dialog };
}

const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.fieldError('current_password') !== undefined;

interface PasswordConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Runs the change; rejects with the server's error when the password is wrong. */
  onConfirm: (password: string) => Promise<void>;
}

function PasswordConfirmDialog({ isOpen, onOpenChange, onConfirm }: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isWorking, setIsWorking] = useState(false);

  async function submit() {
    if (!password) {
      setError('Enter your current password.');
      return;
    }
    setIsWorking(true);
    try {
      await onConfirm(password);
      setPassword('');
      setError(undefined);
    } catch (caught) {
      // Only a wrong password stays here; other failures go back to the change's caller.
      setError((caught as ApiError).fieldError('current_password'));
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Confirm your password"
      size="sm"
      isKeyboardDismissDisabled={isWorking}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form="password-confirm-form" isPending={isWorking}>
            Confirm
          </Button>
        </>
      )}
    >
      <form
        id="password-confirm-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PasswordField
          label="Current password"
          description="This change protects your account, so it asks who you are."
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          errorMessage={error}
        />
      </form>
    </Dialog>
  );
}
