/** The events feature's public API: the only module of it app/ and other features import. */
export { EventsPage } from './components/events-page';
/** Sign-out wipes the door lists and check-in queues this device keeps (app/sign-out.ts). */
export { wipeDoorData } from './door/door-vault';
