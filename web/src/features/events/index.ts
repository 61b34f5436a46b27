/** The events feature's public API: the only module of it app/ and other features import. */
export { EventsPage } from './components/events-page';
