import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import { CloseGlyph } from '../private/icons';
import * as styles from './Dialog.css';
import type { DialogVariants } from './Dialog.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

type Slot = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** Heading at the top; also the dialog's accessible name. */
  title: ReactNode;
  /**
   * The content, or a function of `{close}`.
   * @default undefined
   */
  children?: Slot;
  /**
   * Buttons at the bottom, right-aligned, or a function of `{close}`, e.g. Cancel and Save.
   * @default undefined
   */
  actions?: Slot;
  /**
   * Width limit.
   * @default 'md'
   */
  size?: DialogVariants['size'];
  /**
   * `alertdialog` for a dialog that interrupts to ask something urgent (see `ConfirmDialog`).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Close when the page behind is clicked. Escape closes either way, unless
   * `isKeyboardDismissDisabled`.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Ignore Escape, e.g. while a save is under way.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Hide the × button in the corner (give the dialog another way out in `actions`).
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Name of the × button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Id of the element that describes the dialog, e.g. the question of an `alertdialog`.
   * @default undefined
   */
  'aria-describedby'?: string;
  /**
   * Extra class on the dialog box.
   * @default undefined
   */
  className?: string;
}

/**
 * The modal dialog itself (`Dialog` loads it on first open): react-aria-components'
 * ModalOverlay, Modal and Dialog. Focus moves inside on
 * open and stays there (Tab wraps), Escape closes, and focus goes back to what opened it.
 *
 * Open it either from a `<DialogTrigger>` (a Button followed by the Dialog) or, where the app
 * owns the state, with `isOpen` and `onOpenChange`. It renders in a portal on `<body>`.
 */
export function ModalDialog({
  title,
  children,
  actions,
  size,
  role = 'dialog',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  closeLabel: closeLabelProp,
  'aria-describedby': ariaDescribedBy,
  className,
  ...overlayProps
}: DialogProps) {
  const { t } = useKitI18n();
  const closeLabel = closeLabelProp ?? t('common.close');
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal({ size }), className)}>
        <RACDialog role={role} aria-describedby={ariaDescribedBy} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <IconButton
                    aria-label={closeLabel}
                    size="sm"
                    className={styles.close}
                    onPress={close}
                  >
                    <CloseGlyph />
                  </IconButton>
                )}
              </div>
              {children != null && (
                <div className={styles.body}>
                  {typeof children === 'function' ? children({ close }) : children}
                </div>
              )}
              {actions != null && (
                <div className={styles.actions}>
                  {typeof actions === 'function' ? actions({ close }) : actions}
                </div>
              )}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
