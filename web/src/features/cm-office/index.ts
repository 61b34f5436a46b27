/** The Meet The CM feature's public API: the only module of it app/ and other features import. */
export { MeetTheCmPage } from './components/meet-the-cm-page';
