import { createContext, useContext, type ReactNode } from 'react';
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
import { toast as appToaster, type ToastTone, type Toaster } from './toaster';

/** A different shape per tone, so the tone does not rest on colour alone. */
const toneIcon: Record<ToastTone, ReactNode> = {
  success: <CheckCircleGlyph />,
  danger: <AlertGlyph />,
  info: <InfoGlyph />,
};

export interface ToastRegionProps {
  /**
   * Whose toasts to show.
   * @default the app-wide `toast`
   */
  toaster?: Toaster;
  /**
   * Name of the landmark that holds the toasts (reachable with F6).
   * @default 'Notifications'
   */
  'aria-label'?: string;
  /**
   * Name of each toast's close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Extra class on the region (it is fixed to the top-right corner, under the `AppShell` header
   * when there is one).
   * @default undefined
   */
  className?: string;
}

/**
 * Where toasts appear: top-right (under the `AppShell` header when there is one, so they never
 * cover its bell or profile menu), newest first, in a landmark region on `<body>` (only while
 * there are toasts). Built on react-aria-components' ToastRegion and Toast: each toast is
 * announced, can be closed with its button (or Escape when focused), and its timer pauses while
 * the pointer is over the toasts or focus is inside.
 */
export function ToastRegion({
  toaster = appToaster,
  'aria-label': ariaLabel = 'Notifications',
  closeLabel = 'Close',
  className,
}: ToastRegionProps) {
  return (
    <RACToastRegion
      queue={toaster.queue}
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

const ToasterContext = createContext<Toaster | null>(null);

export interface ToastProviderProps extends Omit<ToastRegionProps, 'toaster'> {
  /**
   * The toaster `useToast()` returns below and the region shows.
   * @default the app-wide `toast`
   */
  toaster?: Toaster;
  children?: ReactNode;
}

/** Renders `children` and the `ToastRegion`, and makes the toaster available to `useToast()`. */
export function ToastProvider({
  toaster = appToaster,
  children,
  ...regionProps
}: ToastProviderProps) {
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <ToastRegion {...regionProps} toaster={toaster} />
    </ToasterContext.Provider>
  );
}

/** The toaster of the nearest `ToastProvider`, else the app-wide `toast`. */
export function useToast(): Toaster {
  return useContext(ToasterContext) ?? appToaster;
}
