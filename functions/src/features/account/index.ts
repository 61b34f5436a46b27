/** The account feature's public API: what other features use. */
// The sign-in callback records where a device signs in from.
export { viewerPlace } from './device.js';
