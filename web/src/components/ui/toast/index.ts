export { toast, dismissToast, TOAST_DURATION_MS, TOAST_LIMIT } from './toast-store';
export type { Toast, ToastInput, ToastVariant } from './toast-store';
export { Toaster, useToasts } from './toaster';
