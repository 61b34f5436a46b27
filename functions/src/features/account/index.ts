/** The account feature's public API: what other features use. */
// The sign-in callback records where a device signs in from.
export { viewerPlace } from './device.js';
// The data room's access log names each reader's browser and system.
export { clientLabel } from './device.js';
