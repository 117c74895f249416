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
 * The command palette, opened by `openPalette` (the shell's Ctrl+K / Cmd+K, the header search's
 * 'See all results'). Mounted once by the signed-in shell.
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
    return listenForPaletteOpen(open);
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
