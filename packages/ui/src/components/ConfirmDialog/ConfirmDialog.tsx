import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';
import type { confirmTones } from './ConfirmDialog.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size' | 'className'
> {
  /** The question, short: 'Delete Account', 'Logout?'. Also the dialog's name. */
  title: ReactNode;
  /** What will happen: 'Are you sure you want to delete this account? This action cannot be undone.' */
  message: ReactNode;
  /** The confirm button's label, a verb: 'Yes, Delete', 'Logout'. */
  confirmLabel: string;
  /**
   * The cancel button's label.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` draws the confirm button in the danger colour and puts focus on Cancel, so a
   * stray Enter does no harm.
   * @default 'neutral'
   */
  tone?: ConfirmTone;
  /**
   * Called on confirm. If it returns a promise the dialog shows the confirm button as pending
   * and closes when the promise resolves; if it rejects, the dialog stays open (show the error,
   * e.g. with a toast). Otherwise the dialog closes at once.
   * @default undefined
   */
  onConfirm?: () => void | Promise<unknown>;
  /**
   * Called on Cancel, Escape or the close of the dialog without confirming.
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * Close the dialog when confirm is pressed (after the promise `onConfirm` returns, if any).
   * Set `false` when the app closes it itself, e.g. after a mutation it tracks with `isPending`.
   * @default true
   */
  closeOnConfirm?: boolean;
  /**
   * Show the work as under way when the app tracks it itself (e.g. a mutation's `isMutating`):
   * the confirm button shows a spinner and Cancel and Escape do nothing until it is done.
   * @default false
   */
  isPending?: boolean;
  /**
   * What screen readers say on the confirm button while pending.
   * @default 'Loading'
   */
  pendingLabel?: string;
}

/**
 * Asks before an action that is hard to undo: a modal `alertdialog` with a message, Cancel and
 * a confirm button. Focus starts on the confirm button, or on Cancel when `danger`, stays
 * inside, Escape cancels, and focus returns to the trigger on close.
 *
 * Use it controlled (`isOpen`, `onOpenChange`) or inside a `<DialogTrigger>` after its button.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel: cancelLabelProp,
  tone = 'neutral',
  onConfirm,
  onCancel,
  closeOnConfirm = true,
  isPending: isPendingProp = false,
  pendingLabel,
  onOpenChange,
  ...dialogProps
}: ConfirmDialogProps) {
  const { t } = useKitI18n();
  const cancelLabel = cancelLabelProp ?? t('common.cancel');
  const [isWorking, setIsWorking] = useState(false);
  // Set just before a confirmed close, so that close is not reported as a cancel.
  const confirmed = useRef(false);
  const messageId = useId();
  const isPending = isPendingProp || isWorking;
  const isDanger = tone === 'danger';
  return (
    <Dialog
      {...dialogProps}
      title={title}
      role="alertdialog"
      aria-describedby={messageId}
      // An answer is required: clicking the page behind does not close it; Escape cancels.
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton
      onOpenChange={(isOpen) => {
        if (!isOpen && !confirmed.current) onCancel?.();
        confirmed.current = false;
        onOpenChange?.(isOpen);
      }}
      actions={({ close }) => (
        <>
          <Button
            variant="secondary"
            // Focus moves into the dialog when it opens (the APG dialog pattern); here onto the
            // safe choice when the action destroys something.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={isDanger}
            isDisabled={isPending}
            onPress={close}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={isDanger ? 'danger' : 'primary'}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={!isDanger}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={() => {
              const closeConfirmed = () => {
                if (!closeOnConfirm) return;
                confirmed.current = true;
                close();
              };
              const result = onConfirm?.();
              if (!(result instanceof Promise)) {
                closeConfirmed();
                return;
              }
              setIsWorking(true);
              result.then(
                () => {
                  setIsWorking(false);
                  closeConfirmed();
                },
                () => setIsWorking(false),
              );
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Dialog>
  );
}
