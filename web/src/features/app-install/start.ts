import { setWorkerState, type InstallPromptEvent } from './worker-state';
import { countVisit, mayOfferInstall } from './visits';

/**
 * Starts the installable app's pieces, off the critical path: the install
 * event is caught at once (Chromium may fire it before load), and the service
 * worker registration module is downloaded and registered only after the
 * window's load event, when the page is idle.
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
  // A browser may refuse the worker (a private window, a policy, a test harness): the app works without one, so a
  // failed registration is no page error.
  const register = () => void import('./register-worker').then(({ registerWorker }) => registerWorker()).catch(() => undefined);
  // After load and once the page is idle: the worker's install downloads the shell in the background.
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
