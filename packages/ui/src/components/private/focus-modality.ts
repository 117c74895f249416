// Whether focus should show its ring: after a key press, or focus moved by script before any
// interaction, but not after a mouse or touch press. React Aria's rule, for MediaGallery's own
// image button and thumbnail list, which are not React Aria components.

let pointerLast: boolean | null = null;
let listening = false;

function isModifierOnly(event: KeyboardEvent) {
  return (
    event.metaKey ||
    event.ctrlKey ||
    event.key === 'Control' ||
    event.key === 'Shift' ||
    event.key === 'Meta'
  );
}

/** Starts following the last input's kind; cheap to call on every mount. */
export function listenForModality() {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (!isModifierOnly(event)) pointerLast = false;
    },
    true,
  );
  const pointer = () => {
    pointerLast = true;
  };
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('mousedown', pointer, true);
}

/** True when a focus that happens now should show the keyboard ring. */
export function focusShowsRing() {
  return pointerLast !== true;
}
