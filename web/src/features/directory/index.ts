/** The directory feature's public API: the only module of it app/ and other features import. */
export { DirectoryPage } from './components/directory-page';
