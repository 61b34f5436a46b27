import type { PushSettings, PushSubscriptionInput } from '@club/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { config } from '../../../platform/config.js';
import { deleteAll } from '../../../platform/db/batch-write.js';
import { queryAll } from '../../../platform/db/pages.js';
import { BadRequestError } from '../../../platform/lib/errors.js';
import { pushData } from './data.js';
import { pushSubscriptionsAt, pushSubscriptionsOf } from '../entities/push-subscription.js';
import { vapidKeys } from './vapid.js';
import type { Device } from './subscriptions-reads.js';

/** The most devices a member receives pushes on: a new one beyond it drops the oldest. */
export const MAX_PUSH_DEVICES = 10;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Push services are https; a plain http endpoint is only the local push service, and only outside the cloud. */
function checkEndpoint(endpoint: string): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return;
  if (config.isLocal && LOOPBACK.has(url.hostname)) return;
  throw new BadRequestError('Invalid request', [{ path: ['body', 'endpoint'], message: 'Must be an https URL' }]);
}

/**
 * Keeps this device's subscription (replacing the device's earlier one), then
 * drops the same browser endpoint held by any other session (an earlier
 * session on this browser, whoever's it was: its pushes must not reach
 * whoever uses the browser now) and the member's oldest devices beyond
 * MAX_PUSH_DEVICES. Refused (400) while push is not set up on the stage.
 */
export async function savePushSubscription(device: Device, input: PushSubscriptionInput): Promise<PushSettings> {
  const publicKey = (await vapidKeys())?.publicKey;
  if (!publicKey) throw new BadRequestError('Push notifications are not set up on this site');
  checkEndpoint(input.endpoint);
  const { pushSubscriptions } = pushData();
  await pushSubscriptions
    .build(PutItemCommand)
    .item({
      sessionIdHash: device.idHash,
      memberId: device.memberId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      vapidPublicKey: publicKey,
    })
    .send();
  const [sameBrowser, all] = await Promise.all([
    queryAll(pushSubscriptions, pushSubscriptionsAt(input.endpoint)),
    queryAll(pushSubscriptions, pushSubscriptionsOf(device.memberId), { ascending: true }),
  ]);
  // The member's other devices, oldest first; this one counts as one more.
  const others = all.filter((item) => item.sessionIdHash !== device.idHash && item.endpoint !== input.endpoint);
  const dropped = [
    ...sameBrowser.filter((item) => item.sessionIdHash !== device.idHash),
    ...others.slice(0, Math.max(0, others.length + 1 - MAX_PUSH_DEVICES)),
  ];
  if (dropped.length)
    await deleteAll(
      pushSubscriptions,
      dropped.map(({ sessionIdHash }) => ({ sessionIdHash })),
    );
  return { publicKey, thisDevice: true };
}

/** Turns push off for this device (nothing to remove is fine). */
export async function deletePushSubscription(device: Device): Promise<PushSettings> {
  await removeDeviceSubscription(device.idHash);
  return { publicKey: (await vapidKeys())?.publicKey ?? null, thisDevice: false };
}

/** Removes one device's subscription: turned off, its session ended, or its push service said it is gone. */
export async function removeDeviceSubscription(sessionIdHash: string): Promise<void> {
  await pushData().pushSubscriptions.build(DeleteItemCommand).key({ sessionIdHash }).send();
}
