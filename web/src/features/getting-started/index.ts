/** The getting-started feature's public API: the only module of it app/ and other features import. */
export { GettingStartedChecklist } from './components/checklist';
export { EventsNearYou, PeopleYouMayKnow } from './components/suggestions';
export { useMarkHomeSeen } from './api/mark-home-seen';
