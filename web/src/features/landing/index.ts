/** The landing feature's public API: the only module of it app/ and other features import. */
export { LandingPage } from './components/landing-page';
