import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { inject } from 'vitest';
import { routes } from '@club/shared';
import { localVapidPublicKey } from '../features/notifications/push/vapid.js';
import { localDevicePushes, subscribeLocalDevice, type LocalPushSubscription } from '../dev/push-local.js';
import { handler as pushStream } from '../features/notifications/jobs/push-stream.js';
import { handler as savePush } from '../features/notifications/http/save-push-subscription.js';
import { scanTable } from './scan-table.js';
import type { SignedIn } from './signed-in.js';

/**
 * Test support for Web Push: fake devices at the run's local push service
 * (dev/push-local.ts), the pushes they received, and the push consumer run
 * over what a step wrote, as the table's stream would hand it over.
 */

/** The run's local push service (dynamodb-global-setup.ts). */
export const pushService = (): string => inject('pushEndpoint');

/** A fake device at the local push service, subscribed with the stage's key, as a browser's pushManager would be. */
export const newDevice = (): Promise<LocalPushSubscription> => subscribeLocalDevice(pushService(), localVapidPublicKey()!);

/** A device's subscription as the browser posts it to the save route. */
export const subscriptionBody = (device: LocalPushSubscription) => ({ endpoint: device.endpoint, keys: device.keys });

/** A new device of the member with push turned on (through the route); fails the test unless it answers 200. */
export async function subscribedDevice(who: SignedIn): Promise<LocalPushSubscription> {
  const device = await newDevice();
  const saved = await who.call(savePush, routes.savePushSubscription, { body: subscriptionBody(device) });
  if (saved.statusCode !== 200) throw new Error(`push subscription refused: ${JSON.stringify(saved.json)}`);
  return device;
}

/** The pushes a device received, decrypted and parsed, oldest first. */
export const pushesTo = async (device: LocalPushSubscription): Promise<Record<string, string>[]> =>
  (await localDevicePushes(pushService(), device.clientHash)).map((text) => JSON.parse(text) as Record<string, string>);

/** The table's keys now: what a later step wrote is what is not among them. */
const keysNow = async () => new Set((await scanTable()).map((item) => `${String(item.pk)}|${String(item.sk)}`));

/**
 * The stream's INSERT records of the items written since `before` (the test
 * tables have no stream): what Lambda would hand the push consumer, which
 * passes its own filter over them as the cloud's event filter would.
 */
async function insertedSince(before: Set<string>): Promise<DynamoDBStreamEvent> {
  const items = (await scanTable()).filter((item) => !before.has(`${String(item.pk)}|${String(item.sk)}`));
  return {
    Records: items.map((item) => ({
      eventName: 'INSERT',
      dynamodb: { Keys: marshall({ pk: item.pk, sk: item.sk }) as never, NewImage: marshall(item, { removeUndefinedValues: true }) as never },
    })),
  };
}

/** Runs `act`, then the push consumer over what it wrote; answers the consumer's run. */
export async function pushAfter(act: () => Promise<unknown>) {
  const before = await keysNow();
  await act();
  return pushStream(await insertedSince(before));
}
