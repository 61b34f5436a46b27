import { eventSearchPages } from '../../events/index.js';
import { collect, type IndexedKind } from './indexed-kind.js';

/** The club's events. */
export const eventsIndex: IndexedKind<'events'> = {
  kind: 'events',
  documents: () => collect(eventSearchPages(), (event) => [event]),
};
