import type { ClubEvent } from '@club/shared';
import { eventsListed, type EventItem } from './entities/event.js';
import { queryPage } from '../../platform/db/pages.js';
import { readItem } from '../../platform/db/item-reader.js';
import { eventData } from './data.js';
import { toEvent } from './records.js';

/** An event as the search index holds it: nobody's RSVP status, and no virtual link (only seated guests see it). */
export type IndexedEvent = Omit<ClubEvent, 'myRsvpStatus'>;

/** What the index holds of a stored event: undefined once it is deactivated (removed from the index). */
export interface EventSearchEntry {
  id: string;
  source?: IndexedEvent;
}

/** The stored entity whose writes change the search's events index. */
export const EVENT_SEARCH_ENTITY = 'event';

// The empty viewer is nobody: no RSVP status and no virtual link in the index.
const NOBODY = { memberId: '' };

const entryOf = (item: EventItem): EventSearchEntry => ({ id: item.id, ...(item.isActive ? { source: toEvent(item, NOBODY) } : {}) });

/** A stored event (a stream's new image, unmarshalled) into its entry. */
export const eventSearchEntry = (stored: Record<string, unknown>): EventSearchEntry => entryOf(readItem(eventData().events, stored));

/** The event a deleted item was, from its keys (`EVENT#<id>` / `EVENT`). */
export const removedEventId = (keys: { pk?: unknown; sk?: unknown }): string | undefined =>
  keys.sk === 'EVENT' && typeof keys.pk === 'string' ? keys.pk.slice('EVENT#'.length) : undefined;

/** Every active event, past ones included, a page at a time (the full build: a job, never a request). */
export async function* eventSearchPages(pageSize = 200): AsyncGenerator<IndexedEvent[]> {
  let cursor: string | undefined;
  do {
    const page = await queryPage(eventData().events, eventsListed('active'), { limit: pageSize, ...(cursor ? { cursor } : {}) });
    yield page.items.flatMap((item) => entryOf(item).source ?? []);
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
