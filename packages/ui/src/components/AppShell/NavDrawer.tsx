import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { CloseGlyph } from '../private/icons';
import * as styles from './AppShell.css';

/**
 * The navigation as a modal slide-over on narrow screens (react-aria-components' ModalOverlay,
 * Modal and Dialog: focus inside, Escape or the backdrop closes). `AppShell` loads it on first
 * use, so wide screens, where the sidebar shows, never pay for its overlay code.
 */
export function NavDrawer({
  isOpen,
  onOpenChange,
  brand,
  navLabel,
  closeNavLabel,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  brand: ReactNode;
  navLabel: string;
  closeNavLabel: string;
  /** The navigation itself. */
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.backdrop}
    >
      <Modal className={styles.slideOver}>
        <Dialog aria-label={navLabel} className={styles.slideOverDialog}>
          <div className={styles.slideOverHeader}>
            <div className={styles.brand}>{brand}</div>
            <IconButton aria-label={closeNavLabel} size="sm" onPress={() => onOpenChange(false)}>
              <CloseGlyph />
            </IconButton>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
