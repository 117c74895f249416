import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../private/when-idle';
import type { ImagePreviewProps } from './ModalImagePreview';

export type { ImagePreviewProps } from './ModalImagePreview';

/**
 * Starts loading the preview's modal code, e.g. when the pointer reaches or focus lands on what
 * opens it, so the first open shows at once. Safe to call any number of times.
 */
export const loadImagePreview = () => import('./ModalImagePreview');

const ModalImagePreview = lazy(() =>
  loadImagePreview().then((module) => ({ default: module.ModalImagePreview })),
);

/**
 * A full-size image in a modal overlay of 700 by 700 (at most 90% of the viewport), with a
 * close button. Escape or a click outside closes it, and focus goes back to what opened it.
 * Open it from a `<DialogTrigger>` (a button, e.g. around a photo, followed by the preview) or
 * with `isOpen` and `onOpenChange`. A closed preview ships none of its modal code before a page's
 * first paint: it loads when the browser is idle or on first open, then stays mounted.
 */
export function ImagePreview(props: ImagePreviewProps) {
  // Closed by its owner; inside a DialogTrigger (`isOpen` unset) the trigger decides.
  const isClosed = props.isOpen === false;
  const [hasOpened, setHasOpened] = useState(!isClosed);
  if (!isClosed && !hasOpened) setHasOpened(true);
  useEffect(() => whenIdle(() => void loadImagePreview()), []);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalImagePreview {...props} />
    </Suspense>
  );
}
