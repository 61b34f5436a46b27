import { createHash } from 'node:crypto';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** The partition key prefix of a device's subscription: the session's key hash follows, as in the session's own key. */
export const PUSH_SUBSCRIPTION_PREFIX = 'PUSH#';

/** A member's push subscriptions, oldest first (gsi1): the devices a notice is pushed to. */
export const pushSubscriptionsOf = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'PUSH') }) as const;

/** The subscriptions holding one push endpoint (gsi2, by its hash): a browser's endpoint belongs to one session at a time. */
export const pushSubscriptionsAt = (endpoint: string) =>
  ({ index: 'gsi2', partition: key('PUSH_ENDPOINT', createHash('sha256').update(endpoint).digest('base64url')) }) as const;

const schema = item({
  /** The session (device) it belongs to, by the session's table key hash: ending the session removes it. */
  sessionIdHash: string().key(),
  memberId: string(),
  /** The push service's URL for this browser (https; http only to the local push service). */
  endpoint: string(),
  /** The browser's P-256 public key and auth secret (base64url), which encrypt every payload to it. */
  p256dh: string(),
  auth: string(),
  /** The VAPID public key the browser subscribed with: a subscription made with an older (rotated) key is not sent to. */
  vapidPublicKey: string(),
  gsi1pk: linkedKey((item) => pushSubscriptionsOf(item.memberId as string).partition),
  gsi1sk: creationKey('sessionIdHash'),
  gsi2pk: linkedKey((item) => pushSubscriptionsAt(item.endpoint as string).partition),
  gsi2sk: linkedKey((item) => item.sessionIdHash as string),
});

/**
 * One device's Web Push subscription, one per session: a new one from the
 * same session replaces it. Removed when the member turns push off on the
 * device, when its session ends (sign-out, sign out everywhere, revoked or
 * expired: the push consumer sees the session's removal on the stream) and
 * when the push service answers 404 or 410.
 */
export const pushSubscriptionEntity = () =>
  new Entity({
    name: 'pushSubscription',
    table: clubTable,
    schema,
    computeKey: ({ sessionIdHash }) => ({ pk: `${PUSH_SUBSCRIPTION_PREFIX}${sessionIdHash}`, sk: 'PUSH_SUBSCRIPTION' }),
    timestamps: TIMESTAMPS,
  });

export type PushSubscriptionEntity = ReturnType<typeof pushSubscriptionEntity>;
export type PushSubscriptionItem = FormattedItem<PushSubscriptionEntity>;
