/** How a toast is added: its auto-close delay and what to call when it closes. */
export interface QueuedToastOptions {
  /** Milliseconds it stays once shown; none keeps it until closed. */
  timeout?: number;
  /** Called when it closes, by its button, its timer or `close`. */
  onClose?: () => void;
}

/** A toast in the queue, as React Aria's ToastRegion and Toast read it. */
export interface QueuedToast<T> extends QueuedToastOptions {
  content: T;
  /** Unique; `close` takes it. */
  key: string;
  /** Counts `timeout` down from when the toast shows (React Aria's Toast starts it). */
  timer?: ToastTimer;
}

/** A countdown that pauses (pointer or focus on the toasts) and resumes where it stopped. */
export class ToastTimer {
  private timerId: ReturnType<typeof setTimeout> | null = null;
  private startTime = 0;
  private remaining: number;
  private readonly callback: () => void;

  constructor(callback: () => void, delay: number) {
    this.callback = callback;
    this.remaining = delay;
  }

  /** Starts again with `delay` to go. */
  reset(delay: number) {
    this.remaining = delay;
    this.resume();
  }

  pause() {
    if (this.timerId == null) return;
    clearTimeout(this.timerId);
    this.timerId = null;
    this.remaining -= Date.now() - this.startTime;
  }

  resume() {
    if (this.remaining <= 0) return;
    this.startTime = Date.now();
    this.timerId = setTimeout(() => {
      this.timerId = null;
      this.remaining = 0;
      this.callback();
    }, this.remaining);
  }
}

/**
 * The toasts waiting and showing: React Aria's ToastQueue, member for member (`subscribe`, `add`,
 * `close`, `clear`, `pauseAll`, `resumeAll`, `visibleToasts`), which is all its ToastRegion uses.
 * The kit keeps its own because every screen imports the toaster, and React Aria's queue module
 * brings a use-sync-external-store shim and its region code into the first paint.
 */
export class ToastQueue<T> {
  private queue: QueuedToast<T>[] = [];
  private readonly subscriptions = new Set<() => void>();
  private readonly maxVisibleToasts: number;
  /** The toasts showing, newest first; a new array on every change. */
  visibleToasts: QueuedToast<T>[] = [];

  constructor(options: { maxVisibleToasts?: number } = {}) {
    this.maxVisibleToasts = options.maxVisibleToasts ?? Infinity;
  }

  /** Calls `listener` on every change of `visibleToasts`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.subscriptions.add(listener);
    return () => this.subscriptions.delete(listener);
  }

  /** Adds a toast on top; returns its key. */
  add(content: T, options: QueuedToastOptions = {}): string {
    const key = `_${Math.random().toString(36).slice(2)}`;
    const timer = options.timeout
      ? new ToastTimer(() => this.close(key), options.timeout)
      : undefined;
    this.queue.unshift({ ...options, content, key, timer });
    this.update();
    return key;
  }

  close(key: string) {
    const index = this.queue.findIndex((toast) => toast.key === key);
    if (index >= 0) {
      this.queue[index]?.onClose?.();
      this.queue.splice(index, 1);
    }
    this.update();
  }

  clear() {
    this.queue = [];
    this.update();
  }

  pauseAll() {
    for (const toast of this.visibleToasts) toast.timer?.pause();
  }

  resumeAll() {
    for (const toast of this.visibleToasts) toast.timer?.resume();
  }

  private update() {
    this.visibleToasts = this.queue.slice(0, this.maxVisibleToasts);
    for (const listener of this.subscriptions) listener();
  }
}
