/** The darshan feature's public API: the only module of it app/ and other features import. */
export { DarshanPage } from './components/darshan-page';
