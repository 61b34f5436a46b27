import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { EventItem } from './entities/event.js';
import { contactsOfEvent, type RsvpItem } from './entities/rsvp.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll } from '../../platform/db/pages.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { eventData } from './data.js';
import { readStoredMember } from '../members/index.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { calendarDay } from '@club/shared';

/** How long after the event ends its emergency contacts are kept before DynamoDB's TTL deletes them. */
export const CONTACT_KEPT_SECONDS = 7 * 24 * 3600;

/** The calendar date of an instant in a time zone, as YYYY-MM-DD (so dates compare as strings). */
const localDate = (at: number, timeZone: string): string => calendarDay(at, timeZone);

/**
 * Whether `now` falls on the event's day: from the start's date to the end's
 * date, both in the event's own time zone (a two-day summit has two).
 */
export function isEventDay(event: Pick<EventItem, 'startTime' | 'endTime' | 'timeZone'>, now = Date.now()): boolean {
  const today = localDate(now, event.timeZone);
  return localDate(Date.parse(event.startTime), event.timeZone) <= today && today <= localDate(Date.parse(event.endTime), event.timeZone);
}

/** The contact item's TTL (epoch seconds): 7 days after the event ends. */
export const contactExpiresAt = (event: Pick<EventItem, 'endTime'>): number => Math.floor(Date.parse(event.endTime) / 1000) + CONTACT_KEPT_SECONDS;

/**
 * The RSVP's emergency contact as one write of the RSVP's transaction: the
 * contact item (expiring 7 days after the event) when one is given, else a
 * delete, so an RSVP made again over a cancelled one never shows an old contact.
 */
export function contactWrite(event: Pick<EventItem, 'id' | 'endTime'>, memberId: string, emergencyContact: string | undefined): NamedWrite<'contact'> {
  const { rsvpContacts } = eventData();
  return {
    name: 'contact',
    write: emergencyContact
      ? rsvpContacts.build(PutTransaction).item({ eventId: event.id, memberId, emergencyContact, expiresAt: contactExpiresAt(event) })
      : rsvpContacts.build(DeleteTransaction).key({ eventId: event.id, memberId }),
  };
}

/**
 * After the event's end moved (Manage Event), its contacts expire 7 days
 * after the new end: a postponed event keeps them for its day. Each update is
 * conditioned on the contact still being there (a cancel may delete it meanwhile).
 */
export async function followEventEnd(event: Pick<EventItem, 'id' | 'endTime'>): Promise<void> {
  const { rsvpContacts } = eventData();
  const expiresAt = contactExpiresAt(event);
  for (const contact of await queryAll(rsvpContacts, contactsOfEvent(event.id))) {
    if (contact.expiresAt === expiresAt) continue;
    try {
      await rsvpContacts
        .build(UpdateItemCommand)
        .item({ eventId: contact.eventId, memberId: contact.memberId, expiresAt })
        .options({ condition: { attr: 'memberId', exists: true } })
        .send();
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
}

/** Deletes the RSVP's emergency contact in the transaction that cancels it (nobody needs it any more). */
export const forgetContact = (eventId: string, memberId: string): NamedWrite<'contact'> => ({
  name: 'contact',
  write: eventData().rsvpContacts.build(DeleteTransaction).key({ eventId, memberId }),
});

/**
 * The emergency contacts the organizer may see for these RSVPs, by member id:
 * none unless today is the event day (then one BatchGet of the contact items;
 * an RSVP stored before contacts had their own item still carries its own).
 */
export async function visibleContacts(event: EventItem, rsvps: RsvpItem[], now = Date.now()): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  if (!isEventDay(event, now)) return shown;
  for (const rsvp of rsvps) if (rsvp.emergencyContact) shown.set(rsvp.memberId, rsvp.emergencyContact);
  const keys = rsvps.filter((rsvp) => rsvp.hasEmergencyContact).map((rsvp) => ({ eventId: event.id, memberId: rsvp.memberId }));
  if (!keys.length) return shown;
  for (const contact of await getMany(eventData().rsvpContacts, keys)) shown.set(contact.memberId, contact.emergencyContact);
  return shown;
}

/** The member's directory sharing setting (Update Profile's "Share my e-mail and phone"), the default of an RSVP's e-mail consent. */
export async function sharesContact(memberId: string): Promise<boolean> {
  return (await readStoredMember(memberId))?.shareContact === true;
}
