import { toast } from '@packlight/ui';
import { errorText } from '../api-error.ts';
import { UndoMessage } from './UndoMessage.tsx';

/**
 * A success toast offering Undo for as long as it shows (Suspend, Activate and bulk status
 * changes can be taken back). The kit's toast has no action slot, so the button sits in
 * the message. `undo` puts the records back and answers what to say then; a failed undo says so.
 * `action` names the action, so the success closes that action's earlier failure toasts.
 */
export function toastWithUndo(
  message: string,
  undo: () => Promise<string>,
  options: { action?: string } = {},
): void {
  let isUndone = false;
  const key = toast.success(
    <UndoMessage
      message={message}
      onUndo={() => {
        if (isUndone) return;
        isUndone = true;
        toast.close(key);
        undo().then(
          (done) => toast.success(done),
          (error: unknown) =>
            toast.danger(`Could not undo. ${errorText(error, 'Please try again.')}`),
        );
      }}
    />,
    options,
  );
}
