/**
 * How many history entries a Back or Forward moved, from react-router's entry index (`idx` in
 * `history.state`, which its BrowserRouter writes on every entry): -1 for one step back. Null
 * when either index is unknown (an entry written outside the router), so the move is let through.
 */
export function popDelta(currentIndex: unknown, nextState: unknown): number | null {
  const nextIndex =
    nextState !== null && typeof nextState === 'object' && 'idx' in nextState
      ? (nextState as { idx: unknown }).idx
      : null;
  if (typeof currentIndex !== 'number' || typeof nextIndex !== 'number') return null;
  const delta = nextIndex - currentIndex;
  return delta === 0 ? null : delta;
}
