import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { EventItem } from './entities/event.js';
import { contactsOfEvent } from './entities/rsvp.js';
import { queryAll } from '../../platform/db/pages.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { eventData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';

// Apart from contacts.ts, so the routes that read emergency contacts (the attendee list) bundle none of the write builders.

/** How long after the event ends its emergency contacts are kept before DynamoDB's TTL deletes them. */
export const CONTACT_KEPT_SECONDS = 7 * 24 * 3600;

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
