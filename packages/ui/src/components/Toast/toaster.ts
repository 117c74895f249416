import type { ReactNode } from 'react';
import type { toastTones } from './Toast.css';
import { ToastQueue } from './toast-queue';

export type ToastTone = (typeof toastTones)[number];

/** What a queued toast holds. */
export interface ToastContent {
  tone: ToastTone;
  /** The message, e.g. 'Partner added successfully!'. */
  message: ReactNode;
  /** A bold first line above the message, when the message needs one. */
  title?: ReactNode;
}

export interface ShowToastOptions {
  /**
   * Milliseconds before it closes by itself; `null` keeps it until closed. The timer pauses while
   * the pointer is over the toasts or focus is in them.
   * @default the toaster's timeout (5000)
   */
  timeout?: number | null;
  /** A bold first line above the message. */
  title?: ReactNode;
  /** Called when the toast closes, by its button or its timer. */
  onClose?: () => void;
  /**
   * The action the toast reports, e.g. 'request-information'. A later toast for the same action
   * closes its earlier danger toasts: a failure is not left beside the success that followed it,
   * and a second failure replaces the first.
   * @default undefined
   */
  action?: string;
}

/** Shows toasts; `toast` is the app-wide one, `createToaster` makes another (tests, stories). */
export interface Toaster {
  /** A success toast ('Partner added successfully!'); returns its key for `close`. */
  success: (message: ReactNode, options?: ShowToastOptions) => string;
  /** A danger toast, for a failure ('Download failed. Please try again.'). */
  danger: (message: ReactNode, options?: ShowToastOptions) => string;
  /** A neutral, informative toast. */
  info: (message: ReactNode, options?: ShowToastOptions) => string;
  /** A toast of any tone. */
  show: (tone: ToastTone, message: ReactNode, options?: ShowToastOptions) => string;
  /** Closes one toast. */
  close: (key: string) => void;
  /** Closes every toast, e.g. on sign-out. */
  clear: () => void;
  /** The queue a `ToastRegion` renders, with the visible toasts and their timeouts. */
  readonly queue: ToastQueue<ToastContent>;
  /** Auto-close delay used when a call gives none. */
  readonly timeout: number | null;
}

/** How long a toast stays by default (spec: top-right, auto-close 5000 ms). */
export const DEFAULT_TOAST_TIMEOUT = 5000;

export interface CreateToasterOptions {
  /**
   * Auto-close delay in milliseconds for toasts that give none; `null` for none.
   * @default 5000
   */
  timeout?: number | null;
  /**
   * How many toasts show at once; the rest wait their turn.
   * @default 5
   */
  maxVisible?: number;
}

export function createToaster({
  timeout = DEFAULT_TOAST_TIMEOUT,
  maxVisible = 5,
}: CreateToasterOptions = {}): Toaster {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: maxVisible });
  // The open danger toasts of each action, closed by the action's next toast.
  const failures = new Map<string, Set<string>>();
  const show = (tone: ToastTone, message: ReactNode, options: ShowToastOptions = {}) => {
    const ms = options.timeout === undefined ? timeout : options.timeout;
    const { action } = options;
    if (action !== undefined) {
      for (const key of failures.get(action) ?? []) queue.close(key);
      failures.delete(action);
    }
    const key = queue.add(
      { tone, message, title: options.title },
      {
        timeout: ms ?? undefined,
        onClose: () => {
          if (action !== undefined) failures.get(action)?.delete(key);
          options.onClose?.();
        },
      },
    );
    if (action !== undefined && tone === 'danger') {
      failures.set(action, (failures.get(action) ?? new Set()).add(key));
    }
    return key;
  };
  return {
    show,
    success: (message, options) => show('success', message, options),
    danger: (message, options) => show('danger', message, options),
    info: (message, options) => show('info', message, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
    queue,
    timeout,
  };
}

/**
 * The app-wide toaster: `toast.success('Rider added successfully!')` from anywhere, including
 * outside React (SWR's onError). `<ToastProvider>` (or `<ToastRegion>`) at the root shows it.
 */
export const toast: Toaster = createToaster();
