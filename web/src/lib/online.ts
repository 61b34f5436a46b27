import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a connection (`navigator.onLine`), kept up to date. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** What a screen says when it failed because the device is offline. */
export const OFFLINE_TITLE = 'You’re offline — this page needs a connection.';

/** True when a failed read most likely failed for want of a connection. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;
