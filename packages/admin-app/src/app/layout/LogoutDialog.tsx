import { ConfirmDialog } from '@packlight/ui';

interface LogoutDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Signs out; the dialog shows the button as busy until it settles. */
  onConfirm: () => Promise<void>;
}

/** The sidebar Logout's question (docs/product/part-1.md §4). */
export function LogoutDialog({ isOpen, onOpenChange, onConfirm }: LogoutDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Logout?"
      message="You are attempting to log out of Dashboard. Are you sure you want to log out?"
      cancelLabel="Cancel"
      confirmLabel="Logout"
      pendingLabel="Logging out"
      onConfirm={onConfirm}
    />
  );
}
