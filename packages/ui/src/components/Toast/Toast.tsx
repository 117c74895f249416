import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { whenIdle } from '../private/when-idle';
import { toast as appToaster, type Toaster } from './toaster';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/** Loads the lazy part; stories preload it (storybook/preload.ts). */
export const loadToastList = () => import('./ToastList');

const ToastList = lazy(() => loadToastList().then((module) => ({ default: module.ToastList })));

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
 * there are toasts). Built on React Aria's ToastRegion and Toast: each toast is announced, closes
 * with its button (or Escape when focused), and its timer pauses while pointer or focus is on the
 * toasts. Until the first toast it renders nothing; its React Aria code loads when the browser is
 * idle or with the first toast, whose timer starts when it shows.
 */
export function ToastRegion({
  toaster = appToaster,
  'aria-label': ariaLabelProp,
  closeLabel: closeLabelProp,
  className,
}: ToastRegionProps) {
  const { t } = useKitI18n();
  const ariaLabel = ariaLabelProp ?? t('notifications.title');
  const closeLabel = closeLabelProp ?? t('common.close');
  const { queue } = toaster;
  const count = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts.length,
  );
  // Mounted from the first toast on, so the region can move focus on when its last one closes.
  const [isWanted, setWanted] = useState(count > 0);
  if (count > 0 && !isWanted) setWanted(true);
  useEffect(() => whenIdle(() => void loadToastList()), []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList
        toaster={toaster}
        aria-label={ariaLabel}
        closeLabel={closeLabel}
        className={className}
      />
    </Suspense>
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
