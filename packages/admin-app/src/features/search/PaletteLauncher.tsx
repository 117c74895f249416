import { lazy, Suspense, useEffect, useState } from 'react';
import { listenForPaletteOpen } from '../../lib/palette/palette-opener.ts';
import type { PaletteScreen } from './palette-sections.ts';

// The palette's code (kit dialog, sections, search) loads on first open only.
const CommandPaletteScreen = lazy(() =>
  import('./CommandPaletteScreen.tsx').then((module) => ({
    default: module.CommandPaletteScreen,
  })),
);

/**
 * Ctrl+K / Cmd+K anywhere opens the command palette (also `openPalette` from code). Mounted
 * once by the signed-in shell.
 */
export function PaletteLauncher({ screens }: { screens: readonly PaletteScreen[] }) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [initialText, setInitialText] = useState('');

  useEffect(() => {
    const open = (text: string) => {
      setInitialText(text);
      setHasOpened(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      open('');
    };
    document.addEventListener('keydown', onKeyDown);
    const stop = listenForPaletteOpen(open);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stop();
    };
  }, []);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPaletteScreen
        isOpen={isOpen}
        onOpenChange={setOpen}
        initialText={initialText}
        screens={screens}
      />
    </Suspense>
  );
}
