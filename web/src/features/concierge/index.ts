/** The concierge feature's public API: the only module of it app/ and other features import. */
export { ConciergePage } from './components/concierge-page';
