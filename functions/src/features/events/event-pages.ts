import { eventDetailSchema, type ClubEvent, type EventDetail, type Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { eventsListed, eventsOrganizedBy } from './entities/event.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { eventData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { readEvent, rsvpsFor, toEvent } from './records.js';

/*
 * The event pages (list, mine, detail), apart from the writes in events.ts: toolbox's write actions run decorators when their modules
 * load, so a read route importing the module that also writes carried the put, update and transaction builders (and
 * the mail and RSVP modules the writes use) in its bundle and compiled them at every cold start.
 */

/**
 * GET /api/events/upcoming: active events that have not ended, soonest
 * (by end time) first: one Query, then one BatchGet of the caller's RSVPs to
 * them (their status, and whether the virtual link may be shown).
 */
export async function listUpcomingEvents(member: Member, { limit, cursor }: PageRequest): Promise<Page<ClubEvent>> {
  const { events, rsvps } = eventData();
  const now = new Date().toISOString();
  const page = await readPage(cursor, () => queryPage(events, eventsListed('active', now), { limit, cursor, ascending: true }));
  const mine = page.items.length
    ? await getMany(
        rsvps,
        page.items.map((event) => ({ eventId: event.id, memberId: member.id })),
      )
    : [];
  const status = new Map(mine.map((rsvp) => [rsvp.eventId, rsvp.status]));
  return { items: page.items.map((event) => toEvent(event, { memberId: member.id, rsvpStatus: status.get(event.id) })), cursor: page.cursor };
}

/** GET /api/events/my-events: the events the caller organizes, newest first (one Query). */
export async function listMyEvents(member: Member, { limit, cursor }: PageRequest): Promise<Page<ClubEvent>> {
  const page = await readPage(cursor, () => queryPage(eventData().events, eventsOrganizedBy(member.id), { limit, cursor }));
  return { items: page.items.map((event) => toEvent(event, { memberId: member.id })), cursor: page.cursor };
}

/** GET /api/events/{id}: the whole event with the caller's RSVP (two reads in parallel). */
export async function getEventDetail(member: Member, eventId: string): Promise<EventDetail> {
  const [event, { Item: mine }] = await Promise.all([readEvent(eventId), eventData().rsvps.build(GetItemCommand).key({ eventId, memberId: member.id }).send()]);
  const viewer = { memberId: member.id, rsvpStatus: mine?.status };
  return eventDetailSchema.parse({ ...toEvent(event, viewer), ...(mine ? { myRsvp: rsvpsFor(event, mine) } : {}) });
}
