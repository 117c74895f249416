import { describe, expect, it, vi } from 'vitest';
import { listenForPaletteOpen, listenForPaletteShortcut, openPalette } from './palette-opener.ts';

function keyTarget() {
  const target = new EventTarget();
  const press = (init: KeyboardEventInit) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), {
      key: 'k',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...init,
    });
    target.dispatchEvent(event);
    return event;
  };
  return { target: target as unknown as Document, press };
}

describe('palette opener', () => {
  it('keeps an open asked before the launcher loaded, and delivers it once', () => {
    openPalette('olivia');
    const open = vi.fn();
    const stop = listenForPaletteOpen(open);
    expect(open).toHaveBeenCalledExactlyOnceWith('olivia');
    openPalette();
    expect(open).toHaveBeenLastCalledWith('');
    stop();
    const later = vi.fn();
    listenForPaletteOpen(later)();
    expect(later).not.toHaveBeenCalled();
  });

  it('opens on Ctrl+K and Cmd+K only, and takes the key from the browser', () => {
    const open = vi.fn();
    const stopOpen = listenForPaletteOpen(open);
    const { target, press } = keyTarget();
    const stop = listenForPaletteShortcut(target);
    expect(press({ ctrlKey: true }).defaultPrevented).toBe(true);
    press({ metaKey: true, key: 'K' });
    press({ ctrlKey: true, shiftKey: true });
    press({ key: 'k' });
    expect(open).toHaveBeenCalledTimes(2);
    stop();
    press({ ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(2);
    stopOpen();
  });
});
