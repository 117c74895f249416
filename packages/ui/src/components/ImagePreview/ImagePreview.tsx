import {
  Dialog as RACDialog,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { overlay } from '../Dialog/Dialog.css';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import { CloseGlyph } from '../private/icons';
import * as styles from './ImagePreview.css';

export interface ImagePreviewProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The full-size image's URL. */
  src: string;
  /** Text alternative of the image, e.g. 'Maria Lopez, profile photo'. */
  alt: string;
  /**
   * The overlay's accessible name.
   * @default alt
   */
  title?: string;
  /**
   * Name of the × button.
   * @default 'Close preview'
   */
  closeLabel?: string;
  /**
   * Extra class on the square box.
   * @default undefined
   */
  className?: string;
}

/**
 * A full-size image in a modal overlay of 700 by 700 (at most 90% of the viewport), with a
 * close button. Escape or a click outside closes it, and focus goes back to what opened it.
 * Open it from a `<DialogTrigger>` (a button, e.g. around a photo, followed by the preview) or
 * with `isOpen` and `onOpenChange`.
 */
export function ImagePreview({
  src,
  alt,
  title,
  closeLabel = 'Close preview',
  className,
  ...overlayProps
}: ImagePreviewProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable className={overlay}>
      <Modal className={cx(styles.modal, className)}>
        <RACDialog aria-label={title ?? alt} className={styles.dialog}>
          {({ close }) => (
            <>
              <img className={styles.image} src={src} alt={alt} />
              <IconButton
                aria-label={closeLabel}
                variant="secondary"
                size="sm"
                shape="circle"
                className={styles.close}
                onPress={close}
              >
                <CloseGlyph />
              </IconButton>
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
