import { lazy, Suspense, useState } from 'react';
import type { CommandPaletteProps } from './command-types';

export type { CommandItem, CommandPaletteProps, CommandSection } from './command-types';

/** Loads the palette's dialog; stories preload it (storybook/preload.ts). */
export const loadCommandPalette = () => import('./PaletteDialog');

const PaletteDialog = lazy(() =>
  loadCommandPalette().then((module) => ({ default: module.PaletteDialog })),
);

/**
 * A command palette: a modal search box whose results are records, screens and actions, grouped
 * in sections. The app opens it (Ctrl+K / Cmd+K), filters and fetches; arrow keys move, Enter
 * opens a link or runs an action, Escape closes. Nothing of it loads until it first opens.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog {...props} />
    </Suspense>
  );
}
