import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** A window with the parts the scheduler uses, whose idle callbacks run when the test says. */
function fakeWindow() {
  const target = new EventTarget();
  const idle = new Map<number, () => void>();
  let next = 1;
  return Object.assign(target, {
    requestIdleCallback: (callback: () => void) => {
      idle.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
    runIdle: () => {
      const callbacks = [...idle.values()];
      idle.clear();
      callbacks.forEach((callback) => callback());
    },
    pendingIdle: () => idle.size,
  });
}

let page: ReturnType<typeof fakeWindow>;
let document: { readyState: DocumentReadyState; querySelector: (selector: string) => unknown };
/** Whether the page's <main> holds something marked aria-busy (a list awaiting its rows). */
let contentLoading = false;

beforeEach(() => {
  page = fakeWindow();
  contentLoading = false;
  document = {
    readyState: 'loading',
    // The page's heading is there; a list marked aria-busy only while `contentLoading`.
    querySelector: (selector) =>
      selector === 'main h1' || (selector === 'main [aria-busy="true"]' && contentLoading)
        ? {}
        : null,
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', document);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the load event, then for the browser to be idle, and runs once', () => {
    const task = vi.fn();
    afterFirstPaint(task);
    expect(page.pendingIdle()).toBe(0);
    page.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    page.runIdle();
    page.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks for idle time at once when the page has already loaded', () => {
    document.readyState = 'complete';
    const task = vi.fn();
    afterFirstPaint(task);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the first interaction if that comes sooner, and not again when idle', () => {
    document.readyState = 'complete';
    const task = vi.fn();
    afterFirstPaint(task);
    page.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.pendingIdle()).toBe(0);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the component unmounted first)', () => {
    const task = vi.fn();
    const cancel = afterFirstPaint(task);
    cancel();
    page.dispatchEvent(new Event('load'));
    page.runIdle();
    page.dispatchEvent(new Event('keydown'));
    expect(task).not.toHaveBeenCalled();
  });

  it('waits while the main content is loading, then runs at the next idle time', () => {
    vi.useFakeTimers();
    document.readyState = 'complete';
    contentLoading = true;
    const task = vi.fn();
    afterFirstPaint(task);
    page.runIdle();
    expect(task).not.toHaveBeenCalled();
    contentLoading = false;
    vi.advanceTimersByTime(50);
    expect(task).not.toHaveBeenCalled();
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for content after three seconds', () => {
    vi.useFakeTimers();
    document.readyState = 'complete';
    contentLoading = true;
    const task = vi.fn();
    afterFirstPaint(task);
    for (let waited = 0; waited < 3_000; waited += 50) {
      page.runIdle();
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(50);
    }
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
