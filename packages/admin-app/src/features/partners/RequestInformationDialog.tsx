import { useState } from 'react';
import type { Partner, RequestInformationDeadline } from '@packlight/api-types';
import { Button, Dialog, Notice, Select, Stack, TextArea, toast } from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { requestPartnerInformation } from './api.ts';

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
 * partner. A failure stays in the dialog with the typed message, and shows as a toast too.
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
      toast.success('Email sent successfully!');
      close();
    } catch (error) {
      const text = errorText(error, 'Failed to send email');
      setFailure(text);
      toast.danger(`Error: ${text}`);
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
        {failure && <Notice tone="danger">{failure}</Notice>}
        <TextArea
          label="Message"
          value={message}
          onChange={setMessage}
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
