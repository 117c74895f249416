import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../private/when-idle';
import type { DialogProps } from './ModalDialog';

export type { DialogProps } from './ModalDialog';

/** Loads the lazy part; stories preload it (storybook/preload.ts). */
export const loadModalDialog = () => import('./ModalDialog');

const ModalDialog = lazy(() =>
  loadModalDialog().then((module) => ({ default: module.ModalDialog })),
);

/**
 * A modal dialog in a portal on `<body>`: focus moves inside on open and stays there (Tab wraps),
 * Escape closes, and focus goes back to what opened it. Open it from a `<DialogTrigger>` (a
 * Button followed by the Dialog) or, where the app owns the state, with `isOpen` and
 * `onOpenChange`. A closed dialog ships none of its overlay code before a page's first paint:
 * React Aria's ModalOverlay loads when the browser is idle or on first open, then stays mounted.
 */
export function Dialog(props: DialogProps) {
  // Closed by its owner; inside a DialogTrigger (`isOpen` unset) the trigger decides.
  const isClosed = props.isOpen === false;
  const [hasOpened, setHasOpened] = useState(!isClosed);
  if (!isClosed && !hasOpened) setHasOpened(true);
  useEffect(() => whenIdle(() => void loadModalDialog()), []);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
