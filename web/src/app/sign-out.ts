import { clearOfflineMemberData } from '../features/app-install';
import { unsubscribePushOnThisDevice } from '../features/notifications';

/** How long sign-out waits for this device's cleanup before leaving anyway (signing out must never hang). */
const CLEANUP_MS = 3_000;

/** The member's API answers the service worker keeps for offline use (their tickets). */
const clearOfflineAnswers = () => clearOfflineMemberData();

/** This browser's push subscription (the server drops its copy when the session ends). */
const stopPushHere = () => unsubscribePushOnThisDevice();

/** The door lists and queued check-ins an organizer's device keeps (the events chunk loads only now, not with the shell). */
const wipeDoorLists = () => import('../features/events').then(({ wipeDoorData }) => wipeDoorData());

/**
 * What this device forgets when the member signs out, each step on its own
 * (one failing never keeps the others or the sign-out from happening). Add
 * a step here, beside the others, for anything else kept on the device.
 */
export async function clearDeviceDataAtSignOut(): Promise<void> {
  const steps = Promise.allSettled([clearOfflineAnswers(), stopPushHere(), wipeDoorLists()]);
  await Promise.race([steps, new Promise((resolve) => setTimeout(resolve, CLEANUP_MS))]);
}
