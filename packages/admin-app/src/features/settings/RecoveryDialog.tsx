import { useState } from 'react';
import type { TotpSetup } from '@packlight/api-types';
import { Button, Dialog, TextField, toast } from '@packlight/ui';
import { recoverTotp } from './api.ts';

export interface RecoveryDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called to open or close it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Receives the regenerated QR code and fresh recovery codes. */
  onRecovered: (setup: TotpSetup) => void;
}

/** 'Recovery': a recovery code shows the authenticator's QR code again (part-2.md §4). */
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
      toast.success('QR regenerated successfully!');
      setCode('');
      setError(undefined);
      onOpenChange(false);
    } catch {
      setError('Invalid recovery code');
      toast.danger('Invalid recovery code');
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Recovery"
      size="sm"
      isKeyboardDismissDisabled={isWorking}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form="recovery-code-form" isPending={isWorking}>
            Regenerate QR
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
      </form>
    </Dialog>
  );
}
