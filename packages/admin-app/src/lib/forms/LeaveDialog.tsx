import { ConfirmDialog } from '@packlight/ui';

interface LeaveDialogProps {
  /** Keeps the reader on the changed form. */
  onStay: () => void;
  /** Drops the changes and goes where the reader was going. */
  onLeave: () => void;
}

/** Asks before a changed form is left (see unsaved-changes.tsx). */
export function LeaveDialog({ onStay, onLeave }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onStay();
      }}
      title="Leave without saving?"
      message="You have unsaved changes. If you leave this page, they will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      tone="danger"
      onConfirm={onLeave}
    />
  );
}
