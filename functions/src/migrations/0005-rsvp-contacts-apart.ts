import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { getMany } from '../platform/db/get-together.js';
import { eventData } from '../features/events/data.js';
import { writeTransaction } from '../platform/db/transaction.js';
import type { Migration, StoredItem } from './types.js';

/** Seconds after an event's end its emergency contacts are kept (as domain/events/contacts.ts writes them). */
const KEPT_SECONDS = 7 * 24 * 3600;

/** An RSVP stored before contact data needed consent: a contact on the RSVP itself, or no e-mail choice. */
const isLegacy = (stored: StoredItem) => typeof stored.emergencyContact === 'string' || stored.shareEmail === undefined;

/**
 * RSVPs in the older shape kept the emergency contact on the RSVP (never
 * expiring) and a copy of the e-mail without the member's consent. Each such
 * RSVP, in one transaction: the contact moves to its own item expiring 7 days
 * after the event (dropped when the event is gone), and an RSVP without a
 * choice gets `shareEmail: false` and loses the copied e-mail (the member
 * never agreed to show it). Conditioned on the RSVP's `updatedAt` as read, so
 * a change meanwhile (already in the new shape) wins; a second run finds
 * nothing to do.
 */
export const rsvpContactsApart: Migration = {
  id: '0005-rsvp-contacts-apart',
  description: 'Move RSVP emergency contacts to their own expiring items; drop e-mails copied without consent',
  async run(context) {
    const { events, rsvps, rsvpContacts } = eventData();
    await context.eachPage({ scan: { entities: [rsvps.entityName] } }, async (items) => {
      const legacy = items.filter(isLegacy);
      const eventIds = [...new Set(legacy.map((stored) => String(stored.eventId)))];
      const found = eventIds.length
        ? await getMany(
            events,
            eventIds.map((id) => ({ id })),
          )
        : [];
      const endOf = new Map(found.map((event) => [event.id, event.endTime]));
      let touched = 0;
      for (const stored of legacy) {
        const eventId = String(stored.eventId);
        const memberId = String(stored.memberId);
        const contact = typeof stored.emergencyContact === 'string' ? stored.emergencyContact : undefined;
        const end = endOf.get(eventId);
        const written = await writeTransaction(
          [
            {
              name: 'rsvp',
              write: rsvps
                .build(UpdateTransaction)
                .item({
                  eventId,
                  memberId,
                  ...(contact ? { emergencyContact: $remove(), ...(end ? { hasEmergencyContact: true } : {}) } : {}),
                  ...(stored.shareEmail === undefined ? { shareEmail: false, memberEmail: $remove() } : {}),
                })
                .options({
                  condition: typeof stored.updatedAt === 'string' ? { attr: 'updatedAt', eq: stored.updatedAt } : { attr: 'updatedAt', exists: false },
                }),
            },
            ...(contact && end
              ? [
                  {
                    name: 'contact' as const,
                    write: rsvpContacts
                      .build(PutTransaction)
                      .item({ eventId, memberId, emergencyContact: contact, expiresAt: Math.floor(Date.parse(end) / 1000) + KEPT_SECONDS }),
                  },
                ]
              : []),
          ],
          { rsvp: 'accept' },
        );
        if (written) touched += 1;
      }
      context.log('RSVP contacts moved apart', { legacy: legacy.length, touched });
      return touched;
    });
  },
};
