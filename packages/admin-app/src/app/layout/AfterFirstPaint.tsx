// The frame's after-paint parts (header search, notifications, profile, palette, toasts). It
// pays: drawn at once they add tens of kB to every signed-in route's first paint
// (scripts/bench/bundle.mjs; docs/architecture.md "First-paint code").

import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';

interface AfterFirstPaintProps {
  /** Usually a React.lazy component: its chunk is only asked for once the page has painted. */
  children: ReactNode;
  /** Holds the place until then (and while the chunk arrives), so nothing around it moves. */
  fallback: ReactNode;
}

/**
 * Shows `children` once the page has painted and the browser is idle, or at the first
 * interaction: for parts of the frame a first screen does not need (the header's search,
 * notifications and profile menu, the toasts), whose code then stays out of the JS a page waits
 * for (lib/after-first-paint.ts).
 */
export function AfterFirstPaint({ children, fallback }: AfterFirstPaintProps) {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return isPainted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
