import { setWorkerState, type InstallPromptEvent } from './worker-state';
import { countVisit, mayOfferInstall } from './visits';

/**
 * Starts the installable app's pieces, off the critical path: the install
 * event is caught at once (Chromium may fire it before load), and the service
 * worker module (workbox-window) is downloaded and registered only after the
 * window's load event.
 */
export function startInstallableApp(): void {
  const visits = countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held back on the first visit (no mini-infobar either); offered from the second on.
    event.preventDefault();
    if (mayOfferInstall(visits)) setWorkerState({ installEvent: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setWorkerState({ installEvent: undefined }));
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => void import('./register-worker').then(({ registerWorker }) => registerWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
