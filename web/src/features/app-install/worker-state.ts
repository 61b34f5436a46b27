import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the banners show: a waiting new version (its apply function) and a captured install offer. */
interface WorkerState {
  applyUpdate?: () => void;
  installEvent?: InstallPromptEvent;
}

// A tiny store outside React: the worker registration runs after load, outside any component.
let state: WorkerState = {};
const listeners = new Set<() => void>();

export function setWorkerState(patch: Partial<WorkerState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useWorkerState = (): WorkerState => useSyncExternalStore(subscribe, () => state);
