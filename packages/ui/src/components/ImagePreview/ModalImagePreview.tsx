import {
  Dialog as RACDialog,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { overlay } from '../Dialog/Dialog.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';
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
   * @default 'Close preview', in the kit's language
   */
  closeLabel?: string;
  /**
   * Extra class on the square box.
   * @default undefined
   */
  className?: string;
}

/**
 * The preview itself (`ImagePreview` loads it on first open): react-aria-components'
 * ModalOverlay, Modal and Dialog around the image and a close button.
 */
export function ModalImagePreview({
  src,
  alt,
  title,
  closeLabel,
  className,
  ...overlayProps
}: ImagePreviewProps) {
  const { t } = useKitI18n();
  return (
    <ModalOverlay {...overlayProps} isDismissable className={overlay}>
      <Modal className={cx(styles.modal, className)}>
        <RACDialog aria-label={title ?? alt} className={styles.dialog}>
          {({ close }) => (
            <>
              <img className={styles.image} src={src} alt={alt} />
              <IconButton
                aria-label={closeLabel ?? t('imagePreview.close')}
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
