import webPush from 'web-push';
import { logger } from '../../../platform/lib/logger.js';
import type { PushDraft } from './drafts.js';
import { removeDeviceSubscription } from './subscriptions.js';
import { subscriptionsOf } from './subscriptions-reads.js';
import type { VapidKeys } from './vapid.js';
import type { PushSubscriptionItem } from '../entities/push-subscription.js';

/** How long a push service keeps a push for a device that is off: a day (a notice older than that is in the bell and mail). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushRun {
  sent: number;
  /** Subscriptions the push service said are gone (404, 410), now removed. */
  removed: number;
  /** Other refusals and network failures (the batch is retried). */
  failed: number;
}

/** What the service worker receives (web/src/sw/push-events.ts shows it). */
export const pushPayload = (draft: PushDraft): string =>
  JSON.stringify({ title: draft.title, ...(draft.body ? { body: draft.body } : {}), link: draft.link, tag: draft.tag });

/**
 * Sends one notice to each of the member's subscribed devices, encrypted to
 * each (web-push, VAPID-signed). A device whose push service answers 404 or
 * 410 unsubscribed: its subscription is removed. Other failures are counted
 * for the caller to retry.
 */
export async function pushToDevices(draft: PushDraft, keys: VapidKeys): Promise<PushRun> {
  const run: PushRun = { sent: 0, removed: 0, failed: 0 };
  const devices = await subscriptionsOf(draft.memberId, keys.publicKey);
  await Promise.all(
    devices.map(async (device) => {
      const status = await deliver(device, draft, keys).catch((error: unknown) => {
        logger.warn('push failed', { message: (error as Error).message });
        return 0;
      });
      if (status >= 200 && status < 300) run.sent += 1;
      else if (status === 404 || status === 410) {
        await removeDeviceSubscription(device.sessionIdHash);
        run.removed += 1;
      } else {
        if (status) logger.warn('push refused', { status });
        run.failed += 1;
      }
    }),
  );
  return run;
}

/**
 * One encrypted, VAPID-signed push to one device; answers the push service's
 * status. web-push builds the request (RFC 8291 encryption, RFC 8292 VAPID)
 * and fetch sends it: web-push's own sender speaks https only, and the local
 * push service is http.
 */
async function deliver(device: PushSubscriptionItem, draft: PushDraft, keys: VapidKeys): Promise<number> {
  const request = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, pushPayload(draft), {
    vapidDetails: keys,
    TTL: PUSH_TTL_SECONDS,
    urgency: draft.urgency,
  });
  const answer = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    ...(request.body ? { body: new Uint8Array(request.body) } : {}),
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await answer.body?.cancel();
  return answer.status;
}
