/**
 * This browser's side of Web Push: its service worker registration's push
 * subscription. The server keeps one per session (this device); these calls
 * only make or drop the browser's, the caller tells the server.
 */

/** True when this browser can show pushed notifications (service worker, Push API, Notification API). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** A base64url VAPID key as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The browser's current subscription, or null (none, no service worker yet, or no Push API). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Why turning push on did not happen, in the member's words. */
export class PushRefused extends Error {}

/**
 * Asks for permission (only ever from a click), then subscribes this
 * browser with the stage's key, replacing a subscription made with another
 * (rotated) key. Answers what the server keeps.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new PushRefused('This browser cannot show notifications.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('Notifications are blocked for this site: allow them in your browser’s site settings, then try again.');
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const sameKey = existing.options.applicationServerKey && new Uint8Array(existing.options.applicationServerKey).join() === key.join();
    if (sameKey) return existing.toJSON();
    await existing.unsubscribe();
  }
  return (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })).toJSON();
}

/**
 * Drops this browser's subscription (push off, or signing out: the next
 * member on this browser gets none of this one's pushes). The server drops
 * its copy when told, or when the session ends.
 */
export async function unsubscribePushOnThisDevice(): Promise<void> {
  await (await currentPushSubscription())?.unsubscribe();
}

/** The subscription as the server takes it (`PushSubscription.toJSON()` leaves its fields optional; the server checks them). */
export const subscriptionBody = (json: PushSubscriptionJSON) => ({
  endpoint: json.endpoint ?? '',
  keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
});
