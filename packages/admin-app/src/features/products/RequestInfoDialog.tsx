import { useState } from 'react';
import { requestInformationMessageMax } from '@packlight/api-types';
import { Button, Dialog, Stack, TextArea, toast } from '@packlight/ui';
import { ApiError, failureText } from '../../lib/api-error.ts';
import { requestProductInformation } from './api.ts';
import * as styles from './ProductsScreen.css.ts';

/** The toasts of one request: a success closes the failures before it. */
const requestAction = 'request-information';

/** Who the request goes to: the product's partner. */
export interface RequestInfoTarget {
  productName: string;
  email: string;
  businessName: string | null | undefined;
}

/** Props of the request-information dialog. */
export interface RequestInfoDialogProps {
  /** The partner to mail; null keeps the dialog closed. */
  target: RequestInfoTarget | null;
  /** Called when the dialog closes, sent or not. */
  onClose: () => void;
}

/**
 * Request Information about a product: a free-text message mailed to its partner, with no
 * deadline (docs/product/part-2.md §2 and §7). A failure stays in the dialog with the server's
 * words and shows as a toast, so nothing typed is lost (part-2.md §8).
 */
export function RequestInfoDialog({ target, onClose }: RequestInfoDialogProps) {
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [isSending, setIsSending] = useState(false);

  function close() {
    setMessage('');
    setFailure('');
    onClose();
  }

  async function send() {
    if (!target) return;
    setIsSending(true);
    setFailure('');
    try {
      await requestProductInformation({
        to: target.email,
        businessName: target.businessName ?? undefined,
        message,
      });
      toast.success('Email sent successfully!', { action: requestAction });
      close();
    } catch (error) {
      // The one feedback pattern (D46): the message's own error under it, any other in a toast.
      const fieldError = error instanceof ApiError ? error.fieldError('message') : undefined;
      if (fieldError) setFailure(fieldError);
      else toast.danger(`Failed to send email. ${failureText(error)}`, { action: requestAction });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog
      isOpen={target !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title="Request Information"
      isKeyboardDismissDisabled={isSending}
      actions={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSending}>
            Cancel
          </Button>
          <Button
            variant="primary"
            onPress={() => void send()}
            isPending={isSending}
            pendingLabel="Sending..."
          >
            Send
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {target && (
          <p className={styles.dialogLead}>
            Ask {target.businessName || target.email} about {target.productName}.
          </p>
        )}
        <TextArea
          label="Message"
          isRequired
          maxLength={requestInformationMessageMax}
          rows={5}
          value={message}
          onChange={(value) => {
            setMessage(value);
            setFailure('');
          }}
          errorMessage={failure || undefined}
        />
      </Stack>
    </Dialog>
  );
}
