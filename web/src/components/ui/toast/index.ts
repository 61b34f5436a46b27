export { dismissActionToasts, toast, TOAST_DURATION_MS } from './toast-store';
export { Toaster } from './toaster';
