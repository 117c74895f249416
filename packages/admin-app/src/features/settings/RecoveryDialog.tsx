import { useState } from 'react';
import type { TotpSetup } from '@packlight/api-types';
import { Button, Dialog, Stack, TextField, toast } from '@packlight/ui';
import { recoverTotp } from './api.ts';

export interface RecoveryDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called to open or close it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Receives the regenerated QR code and fresh recovery codes. */
  onRecovered: (setup: TotpSetup) => void;
}

/**
 * 'Regenerate recovery codes' (part-2.md §4 'Recovery', named by what it does: D49): a recovery
 * code shows the authenticator's QR code again with fresh recovery codes.
 */
export function RecoveryDialog({ isOpen, onOpenChange, onRecovered }: RecoveryDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isWorking, setIsWorking] = useState(false);

  async function submit() {
    if (!code.trim()) {
      setError('Enter a recovery code.');
      return;
    }
    setIsWorking(true);
    try {
      onRecovered(await recoverTotp(code.trim()));
      toast.success('Recovery codes regenerated successfully!');
      setCode('');
      setError(undefined);
      onOpenChange(false);
    } catch {
      // Under its field only (D46).
      setError('Invalid recovery code');
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Regenerate recovery codes"
      size="sm"
      isKeyboardDismissDisabled={isWorking}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form="recovery-code-form" isPending={isWorking}>
            Regenerate
          </Button>
        </>
      )}
    >
      <form
        id="recovery-code-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <p>
            Enter one of your recovery codes. It is used up, and you get the QR code again with new
            recovery codes.
          </p>
          <TextField
            label="Recovery code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            autoComplete="one-time-code"
            errorMessage={error}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
