import { Card, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { usePushSettings } from '../api/get-push-settings';
import { useDeletePushSubscription } from '../api/delete-push-subscription';
import { useSavePushSubscription } from '../api/save-push-subscription';
import { PushRefused, currentPushSubscription, pushSupported, subscribeThisDevice, subscriptionBody, unsubscribePushOnThisDevice } from '../push/this-device';
import { toast } from '../../../components/ui/toast';

/**
 * "Notifications on this device": push for this browser and session, on or
 * off. Permission is asked only when the member turns it on. Rendered on the
 * Notifications settings page, whose stylesheet gives the switch its look.
 */
export function PushDeviceSetting() {
  const settings = usePushSettings();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const [browserSubscribed, setBrowserSubscribed] = useState<boolean | undefined>(undefined);
  const [working, setWorking] = useState(false);
  const supported = pushSupported();

  useEffect(() => {
    void currentPushSubscription().then((subscription) => setBrowserSubscribed(Boolean(subscription)));
  }, [settings.data?.thisDevice]);

  const on = Boolean(settings.data?.thisDevice && browserSubscribed);
  const publicKey = settings.data?.publicKey;
  const blocked = supported && Notification.permission === 'denied';

  const toggle = async (next: boolean) => {
    setWorking(true);
    try {
      if (next && publicKey) await save.mutateAsync(subscriptionBody(await subscribeThisDevice(publicKey)));
      else if (!next) {
        await unsubscribePushOnThisDevice();
        await remove.mutateAsync(undefined as never);
      }
      setBrowserSubscribed(next);
    } catch (error) {
      if (error instanceof PushRefused) toast({ title: 'Notifications not turned on', description: error.message, variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  };

  const why = !supported
    ? 'This browser cannot show notifications. On an iPhone, add the club to your Home Screen first.'
    : publicKey === null
      ? 'Notifications to devices are not set up on this site yet.'
      : blocked
        ? 'Notifications are blocked for this site: allow them in your browser’s site settings.'
        : undefined;

  return (
    <Card variation="outlined" as="section" aria-labelledby="push-settings-heading" marginBottom="1rem">
      <Heading level={2} id="push-settings-heading" marginBottom="0.25rem">
        Notifications on this device
      </Heading>
      <Text className="muted" marginBottom="1rem">
        New messages, accepted connections and introductions, a seat from a waitlist as they happen, and a reminder on the day of an event you are going to.
        Only on this browser; signing out turns it off.
      </Text>
      <label className="mail-switch">
        <input
          type="checkbox"
          role="switch"
          name="push"
          className="mail-switch__input"
          checked={on}
          disabled={Boolean(why) || working || settings.isPending || browserSubscribed === undefined}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="mail-switch__state" aria-hidden="true" data-testid="push-switch-state">
          {on ? 'On' : 'Off'}
        </span>
        <span className="mail-settings__label">
          <span className="mail-settings__title">Push on this device</span>
          {why ? <span className="mail-settings__description">{why}</span> : null}
        </span>
      </label>
    </Card>
  );
}
