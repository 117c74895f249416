export {
  ToastProvider,
  ToastRegion,
  useToast,
  type ToastProviderProps,
  type ToastRegionProps,
} from './Toast';
export {
  DEFAULT_TOAST_TIMEOUT,
  createToaster,
  toast,
  type CreateToasterOptions,
  type ShowToastOptions,
  type ToastContent,
  type ToastTone,
  type Toaster,
} from './toaster';
export { toastTones } from './Toast.css';
