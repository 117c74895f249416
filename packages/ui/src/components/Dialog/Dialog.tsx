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
 * A modal dialog: focus moves inside on open and stays there (Tab wraps), Escape closes, and
 * focus goes back to what opened it.
 *
 * Open it either from a `<DialogTrigger>` (a Button followed by the Dialog) or, where the app
 * owns the state, with `isOpen` and `onOpenChange`. It renders in a portal on `<body>`.
 *
 * A page that renders a closed dialog ships none of its overlay code before its first paint: the
 * dialog (react-aria-components' ModalOverlay, Modal and Dialog) loads when the browser is idle,
 * or at once on first open, and stays mounted from then on.
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
