import { Workbox } from 'workbox-window';
import { setWorkerState } from './worker-state';
import { announceSession } from './offline-session';

/** How often an open app asks for a new version (a member may keep the installed app open for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (web/src/sw/service-worker.ts, built to /service-worker.js).
 * A new version waits until the member chooses Reload: then it takes over and
 * the page reloads once, when it controls the page; never a page with old and new files.
 */
export async function registerWorker(): Promise<void> {
  const wb = new Workbox('/service-worker.js', { scope: '/' });
  let reloading = false;
  wb.addEventListener('waiting', () => {
    setWorkerState({
      applyUpdate: () => {
        wb.addEventListener('controlling', () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        wb.messageSkipWaiting();
      },
    });
  });
  const registration = await wb.register();
  // The first worker takes control of this page (clients.claim): it then needs this session's key.
  navigator.serviceWorker.addEventListener('controllerchange', () => announceSession());
  announceSession();
  if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
