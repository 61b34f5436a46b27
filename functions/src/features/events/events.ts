import { randomUUID } from 'node:crypto';
import { eventBody, type ClubEvent, type EventParsed, type Member, displayName } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { EventEntity, EventItem } from './entities/event.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { eventData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { mailEventOf } from './mail/data.js';
import { ConflictError } from '../../platform/lib/errors.js';
import { followEventEnd } from './contact-writes.js';
import { guestsMail, movedTimeOrPlace } from './mails.js';
import { ownEvent, readEvent, toEvent } from './records.js';
import { promoteWaitlist } from './rsvps.js';

/** The event form's fields, read off the route's schema when a write needs them (not at import); the stored event keeps each under the same name. */
const formFieldNames = () => Object.keys(eventBody.shape) as (keyof EventParsed)[];

/** The form's optional fields: an edit that leaves one out clears it. */
const clearableFields = () => formFieldNames().filter((field) => eventBody.shape[field]._zod.optout === 'optional');

/** The stored fields of the event form (unset ones left out), with the listing partition its active flag picks. */
function formFields(input: EventParsed) {
  const fields = Object.fromEntries(formFieldNames().flatMap((field) => (input[field] === undefined ? [] : [[field, input[field]]]))) as EventParsed;
  return { ...fields, listing: input.isActive ? ('active' as const) : ('inactive' as const) };
}

/**
 * `$set` for the rows stored as one typed value (agenda, speakers, sponsors):
 * the update merges a plain array row by row, and the attribute's type (its
 * rows) does not list `$set`, which replaces it whole.
 */
const whole = <T>(rows: T): T => $set(rows) as unknown as T;

/** POST /api/events: the caller organizes a new event (listed under their name when no organizers are given). */
export async function createEvent(member: Member, input: EventParsed): Promise<ClubEvent> {
  const name = displayName(member);
  const now = new Date().toISOString();
  const item: EventItem = {
    ...formFields(input),
    ...(input.organizers.length ? {} : { organizers: [name] }),
    id: randomUUID(),
    currentAttendees: 0,
    waitlist: [],
    createdBy: member.id,
    createdByName: name,
    createdAt: now,
    updatedAt: now,
  };
  await eventData()
    .events.build(PutItemCommand)
    .item(item)
    .options({ condition: { attr: 'id', exists: false } })
    .send();
  return toEvent(item, { memberId: member.id });
}

/**
 * PATCH /api/events/{id} (organizer): the whole form again. Capacity below
 * the seated count is refused by the write's own condition (409); a larger
 * or removed capacity seats the waitlist in order; a moved end moves the
 * expiry of the attendees' emergency contacts with it.
 */
export async function updateEvent(member: Member, eventId: string, input: EventParsed): Promise<ClubEvent> {
  const before = await ownEvent(member, eventId);
  const fields = formFields(input);
  const unset = clearableFields().filter((field) => fields[field] === undefined);
  const max = fields.maxAttendees;
  const exists = { attr: 'id', exists: true } as const;
  const condition: Condition<EventEntity> = max === undefined ? exists : { and: [exists, { attr: 'currentAttendees', lte: max }] };
  const change = {
    ...fields,
    id: eventId,
    // Lists replaced whole: a plain array would be merged element by element.
    organizers: $set(fields.organizers),
    tags: $set(fields.tags),
    agenda: whole(fields.agenda),
    speakers: whole(fields.speakers),
    sponsors: whole(fields.sponsors),
    ...(Object.fromEntries(unset.map((field) => [field, $remove()])) as Record<string, ReturnType<typeof $remove>>),
  };
  const after: EventItem = {
    ...(Object.fromEntries(Object.entries(before).filter(([field]) => !unset.includes(field as keyof EventParsed))) as EventItem),
    ...fields,
  };
  // Confirmed guests of a live event are mailed a moved time or place, from one outbox item in the edit's own transaction.
  const mailGuests = after.isActive && movedTimeOrPlace(before, after);
  const written = mailGuests
    ? await writeTransaction(
        [
          { name: 'event', write: eventData().events.build(UpdateTransaction).item(change).options({ condition }) },
          guestsMail({ mail: 'event-changed', event: mailEventOf(after, true), before: mailEventOf(before, true) }),
        ],
        { event: 'accept' },
      )
    : await eventData()
        .events.build(UpdateItemCommand)
        .item(change)
        .options({ condition })
        .send()
        .then(
          () => true,
          (error: unknown) => {
            if (isConditionFailed(error)) return false;
            throw error;
          },
        );
  if (!written) {
    const now = await readEvent(eventId, true);
    throw new ConflictError(`Max attendees cannot be lower than the ${now.currentAttendees} confirmed attendee${now.currentAttendees === 1 ? '' : 's'}`);
  }
  await promoteWaitlist(eventId);
  if (fields.endTime !== before.endTime) await followEventEnd({ id: eventId, endTime: fields.endTime });
  return toEvent(await readEvent(eventId, true), { memberId: member.id });
}

/** POST /api/events/{id}/deactivate (organizer): inactive, out of Upcoming, registration closed. */
export async function deactivateEvent(member: Member, eventId: string): Promise<ClubEvent> {
  const event = await ownEvent(member, eventId);
  const inactive = { id: eventId, isActive: false, listing: 'inactive' as const };
  // Deactivating a live event cancels it: its confirmed guests are mailed, from one outbox item in the same transaction.
  const cancelled =
    event.isActive &&
    (await writeTransaction(
      [
        {
          name: 'event',
          write: eventData()
            .events.build(UpdateTransaction)
            .item(inactive)
            .options({ condition: { attr: 'isActive', eq: true } }),
        },
        guestsMail({ mail: 'event-cancelled', event: mailEventOf(event, true) }),
      ],
      { event: 'accept' },
    ));
  if (!cancelled) {
    // Already inactive (or deactivated meanwhile): nobody is mailed again.
    await eventData()
      .events.build(UpdateItemCommand)
      .item(inactive)
      .options({ condition: { attr: 'id', exists: true } })
      .send();
  }
  return toEvent(await readEvent(eventId, true), { memberId: member.id });
}
