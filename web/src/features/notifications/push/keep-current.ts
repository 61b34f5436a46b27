import { call } from '../../../lib/api-client';
import { applicationServerKey, currentPushSubscription, pushSupported, subscribeThisDevice, subscriptionBody } from './this-device';

/**
 * Once per page load, when this browser has a push subscription: subscribes
 * again with the stage's key when it was rotated (a subscription made with
 * the old key can no longer be pushed to), and drops a subscription the
 * server does not hold for this session (its session ended without this
 * page signing out: push was turned on by that session, not this one).
 * Nothing is read from the network without a subscription, and permission
 * is never asked here.
 */
export async function keepPushCurrent(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const { publicKey, thisDevice } = await call('getPushSettings');
  if (!publicKey) return;
  const key = subscription.options.applicationServerKey;
  const current = key !== null && new Uint8Array(key).join() === applicationServerKey(publicKey).join();
  if (current && thisDevice) return;
  if (current) {
    await subscription.unsubscribe();
    return;
  }
  await call('savePushSubscription', { body: subscriptionBody(await subscribeThisDevice(publicKey)) });
}
