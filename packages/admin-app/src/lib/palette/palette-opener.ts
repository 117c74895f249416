/**
 * Opens the command palette from anywhere (Ctrl+K / Cmd+K, the header search's 'See all
 * results'), without the caller loading the palette: the shell's launcher listens. An open asked
 * before the launcher has loaded (a shortcut pressed as the page appears) waits for it.
 */
type Opener = (text: string) => void;

let opener: Opener | null = null;
let pending: string | null = null;

/** The shell's launcher registers how to open; returns how to stop. */
export function listenForPaletteOpen(open: Opener): () => void {
  opener = open;
  if (pending !== null) {
    open(pending);
    pending = null;
  }
  return () => {
    if (opener === open) opener = null;
  };
}

/** Opens the palette on `text`, now or as soon as the launcher has loaded. */
export function openPalette(text = ''): void {
  if (opener) opener(text);
  else pending = text;
}

/** Ctrl+K / Cmd+K opens the palette, from the first paint on; returns how to stop. */
export function listenForPaletteShortcut(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return;
    if (event.altKey || event.shiftKey) return;
    event.preventDefault();
    openPalette('');
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
