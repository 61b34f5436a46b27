import { setWorkerState } from './worker-state';
import { announceSession } from './offline-session';
import type { PageToWorker } from '../../sw/messages';

/** How often an open app asks for a new version (a member may keep the installed app open for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (web/src/sw/service-worker.ts, built to /service-worker.js).
 * A new version waits until the member chooses Reload: then it takes over and
 * the page reloads once, when it controls the page; never a page with old and new files.
 */
export async function registerWorker(): Promise<void> {
  const workers = navigator.serviceWorker;
  const registration = await workers.register('/service-worker.js', { scope: '/' });
  // A worker waiting with a page already controlled is a new version (the first one takes control itself).
  const offerUpdate = (waiting: ServiceWorker) => {
    if (!workers.controller) return;
    setWorkerState({
      applyUpdate: () => {
        let reloading = false;
        workers.addEventListener('controllerchange', () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        waiting.postMessage({ type: 'SKIP_WAITING' } satisfies PageToWorker);
      },
    });
  };
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(installing);
    });
  });
  // The first worker takes control of this page (clients.claim): it then needs this session's key.
  workers.addEventListener('controllerchange', () => announceSession());
  announceSession();
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
