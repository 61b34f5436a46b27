import type { PushSettings } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { queryAll } from '../../../platform/db/pages.js';
import { pushData } from './data.js';
import { pushSubscriptionsOf, type PushSubscriptionItem } from '../entities/push-subscription.js';
import { vapidKeys } from './vapid.js';

// Apart from subscriptions.ts, which saves and removes them, so the routes that only read subscriptions bundle none of its write builders.

/** The session a request came from: its key hash names "this device". */
export interface Device {
  idHash: string;
  memberId: string;
}

/** The VAPID key and whether this device is subscribed with it (one consistent read). */
export async function pushSettings(device: Device): Promise<PushSettings> {
  const [keys, { Item }] = await Promise.all([
    vapidKeys(),
    pushData().pushSubscriptions.build(GetItemCommand).key({ sessionIdHash: device.idHash }).options({ consistent: true }).send(),
  ]);
  const publicKey = keys?.publicKey ?? null;
  return { publicKey, thisDevice: Boolean(Item && Item.vapidPublicKey === publicKey) };
}

/** The member's subscriptions made with the stage's current key (one made with a rotated-out key cannot be sent to). */
export async function subscriptionsOf(memberId: string, publicKey: string): Promise<PushSubscriptionItem[]> {
  const all = await queryAll(pushData().pushSubscriptions, pushSubscriptionsOf(memberId));
  return all.filter((item) => item.vapidPublicKey === publicKey);
}
