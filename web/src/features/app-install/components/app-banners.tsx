import { Button, Text } from '@aws-amplify/ui-react';
import { useOnline } from '../../../lib/online';
import { dismissInstall } from '../visits';
import { setWorkerState, useWorkerState } from '../worker-state';
import './app-banners.css';

/** "You're offline" while the device has no connection: tickets seen before still show. */
function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="app-banner app-banner--offline" role="status">
      <Text as="span" color="inherit">
        You’re offline. Your tickets and pages you opened before still work; the rest needs a connection.
      </Text>
    </div>
  );
}

/** A new version waits: the member chooses when to switch (the page reloads once, on the new version). */
function UpdateBanner() {
  const { applyUpdate } = useWorkerState();
  if (!applyUpdate) return null;
  return (
    <div className="app-banner" role="status" data-testid="update-banner">
      <Text as="span">A new version is ready</Text>
      <Button size="small" variation="primary" onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  );
}

/** Install the app: offered from the second visit on (visits.ts), until installed or dismissed. */
function InstallOffer() {
  const { installEvent } = useWorkerState();
  if (!installEvent) return null;
  const install = async () => {
    await installEvent.prompt();
    await installEvent.userChoice.catch(() => undefined);
    setWorkerState({ installEvent: undefined });
  };
  const dismiss = () => {
    dismissInstall();
    setWorkerState({ installEvent: undefined });
  };
  return (
    <div className="app-banner" role="region" aria-label="Install the app">
      <Text as="span">Keep the club on your home screen: your tickets work even without a signal.</Text>
      <span className="app-banner__actions">
        <Button size="small" variation="primary" onClick={() => void install()}>
          Install the app
        </Button>
        <Button size="small" onClick={dismiss}>
          Not now
        </Button>
      </span>
    </div>
  );
}

/** The installable app's notices, shown by the app shell above the page. */
export function AppBanners() {
  return (
    <>
      <OfflineBanner />
      <UpdateBanner />
      <InstallOffer />
    </>
  );
}
