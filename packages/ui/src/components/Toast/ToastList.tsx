import type { ReactNode } from 'react';
import type { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { AlertGlyph, CheckCircleGlyph, CloseGlyph, InfoGlyph } from '../private/icons';
import { cx } from '../private/cx';
import * as styles from './Toast.css';
import type { ToastRegionProps } from './Toast';
import type { ToastContent, ToastTone, Toaster } from './toaster';

/** A different shape per tone, so the tone does not rest on colour alone. */
const toneIcon: Record<ToastTone, ReactNode> = {
  success: <CheckCircleGlyph />,
  danger: <AlertGlyph />,
  info: <InfoGlyph />,
};

/**
 * The toasts on react-aria-components' ToastRegion and Toast, which `ToastRegion` loads with the
 * first toast (or when the browser is idle).
 */
export function ToastList({
  toaster,
  'aria-label': ariaLabel,
  closeLabel,
  className,
}: Required<Pick<ToastRegionProps, 'aria-label' | 'closeLabel'>> &
  Pick<ToastRegionProps, 'className'> & { toaster: Toaster }) {
  return (
    <RACToastRegion
      // The kit's queue has React Aria's public members, all its region uses; React Aria's type
      // also names the private fields of its own class, which no other class can match.
      queue={toaster.queue as unknown as RACToastQueue<ToastContent>}
      aria-label={ariaLabel}
      className={cx(styles.region, className)}
    >
      {({ toast }) => (
        <RACToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone })}
          data-tone={toast.content.tone}
        >
          <span className={styles.icon({ tone: toast.content.tone })} aria-hidden="true">
            {toneIcon[toast.content.tone]}
          </span>
          <RACToastContent className={styles.content}>
            {toast.content.title != null ? (
              <>
                <Text slot="title" className={styles.title}>
                  {toast.content.title}
                </Text>
                <Text slot="description" className={styles.description}>
                  {toast.content.message}
                </Text>
              </>
            ) : (
              <Text slot="title">{toast.content.message}</Text>
            )}
          </RACToastContent>
          <RACButton slot="close" aria-label={closeLabel} className={styles.close}>
            <CloseGlyph />
          </RACButton>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
