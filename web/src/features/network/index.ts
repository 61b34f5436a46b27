/** The network feature's public API: the only module of it app/ and other features import. */
export { NetworkPage } from './components/network-page';
export { ConnectButton } from './components/connect-button';
