export { Dialog, type DialogProps } from './Dialog';
export { dialogSizes } from './Dialog.css';
export { DialogTrigger, type DialogTriggerProps } from './DialogTrigger';
