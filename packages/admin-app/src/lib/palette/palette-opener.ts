/**
 * Opens the command palette from anywhere (the header search's 'See all results'), without the
 * caller importing the palette: the shell's launcher listens.
 */
type Opener = (text: string) => void;

let opener: Opener | null = null;

/** The shell's launcher registers how to open; returns how to stop. */
export function listenForPaletteOpen(open: Opener): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

/** Opens the palette on `text` (nothing happens before the shell has drawn). */
export function openPalette(text = ''): void {
  opener?.(text);
}
