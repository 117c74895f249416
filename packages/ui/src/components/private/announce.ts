// One assertive live region on <body> for state changes of a focused control (a button that
// starts or stops working), which screen readers do not announce when only its name changes.
// The message points at the control by id, so it is read as the control's current name.

const clearAfterMs = 7000;
let region: HTMLElement | null = null;

/** Announces the current accessible name of the element with this id, at once. */
export function announceLabelledBy(id: string) {
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-relevant', 'additions');
    region.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    document.body.append(region);
  }
  const message = document.createElement('div');
  message.setAttribute('aria-labelledby', id);
  region.append(message);
  setTimeout(() => message.remove(), clearAfterMs);
}
