import { useSyncExternalStore } from 'react';
import { FROM_OFFLINE_CACHE_HEADER } from '../sw/messages';

/**
 * Offline means the browser says so (`navigator.onLine`) or the last API call
 * could not reach the server (a failed fetch, or an answer the service worker
 * gave from its cache): a phone in a hotel basement often still "has" a network.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The API client reports each call's outcome: reached the server or not. */
export function noteServerReached(reached: boolean): void {
  if (unreachable !== reached) return;
  unreachable = !reached;
  emit();
}

/** Whether an answer came from the service worker's offline copy rather than the server. */
export const fromOfflineCopy = (response: Response): boolean => response.headers.has(FROM_OFFLINE_CACHE_HEADER);

const subscribe = (listener: () => void) => {
  const onOnline = () => {
    unreachable = false;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
};

/** True when a failed read most likely failed for want of a connection. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && (!navigator.onLine || unreachable);

/** Whether the app can reach the server, kept up to date. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );

/** What a screen says when it failed because the device is offline. */
export const OFFLINE_TITLE = 'You’re offline — this page needs a connection.';
