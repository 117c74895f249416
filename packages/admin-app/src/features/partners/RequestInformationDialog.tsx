import { useState } from 'react';
import {
  requestInformationMessageMax,
  type Partner,
  type RequestInformationDeadline,
} from '@packlight/api-types';
import { Button, Dialog, Select, Stack, TextArea, toast } from '@packlight/ui';
import { ApiError, failureText } from '../../lib/api-error.ts';
import { requestPartnerInformation } from './api.ts';

/** The toasts of one request: a success closes the failures before it. */
const requestAction = 'request-information';

const deadlineOptions: { id: RequestInformationDeadline; label: string }[] = [
  { id: 'today', label: 'Today' },
  { id: 'tomorrow', label: 'Tomorrow' },
  { id: 'next_week', label: 'Next week' },
];

export interface RequestInformationDialogProps {
  /** The partner to write to; null keeps the dialog closed. */
  partner: Partner | null;
  onClose: () => void;
}

/**
 * Request Information (docs/product/part-2.md §2, §8): a message and a deadline mailed to the
 * partner. The message's own error shows under it; any other failure in a toast (D46).
 */
export function RequestInformationDialog({ partner, onClose }: RequestInformationDialogProps) {
  const [message, setMessage] = useState('');
  const [deadline, setDeadline] = useState<RequestInformationDeadline>('tomorrow');
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  function close() {
    setMessage('');
    setDeadline('tomorrow');
    setFailure(null);
    onClose();
  }

  async function send() {
    if (!partner?.email) return;
    setIsSending(true);
    setFailure(null);
    try {
      await requestPartnerInformation({
        to: partner.email,
        businessName: partner.business_name ?? undefined,
        message,
        deadline,
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

  const name = partner?.business_name || partner?.name || 'the partner';
  return (
    <Dialog
      isOpen={partner !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      isKeyboardDismissDisabled={isSending}
      title="Request Information"
      actions={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSending}>
            Cancel
          </Button>
          <Button onPress={() => void send()} isPending={isSending}>
            Send
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <p>
          Ask {name} ({partner?.email}) for more information by email.
        </p>
        <TextArea
          label="Message"
          isRequired
          maxLength={requestInformationMessageMax}
          value={message}
          onChange={(value) => {
            setMessage(value);
            setFailure(null);
          }}
          errorMessage={failure ?? undefined}
          placeholder="What do you need from the partner?"
        />
        <Select
          label="Deadline"
          options={deadlineOptions}
          value={deadline}
          onChange={(key) => {
            if (key != null) setDeadline(key as RequestInformationDeadline);
          }}
        />
      </Stack>
    </Dialog>
  );
}
