export { Dialog, type DialogProps } from './Dialog';
export { dialogSizes } from './Dialog.css';
// A Button followed by a Dialog: pressing the button opens it.
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
