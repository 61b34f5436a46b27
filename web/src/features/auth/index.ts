/** The auth feature's public API: the only module of it app/ and other features import. */
export { useUser } from './api/get-user';
export { handleUnauthorized } from './api/unauthorized';
