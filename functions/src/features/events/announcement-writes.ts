import { createHash } from 'node:crypto';
import { displayName, type Announcement, type Member } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { eventData } from './data.js';
import type { AnnouncementItem } from './entities/announcement.js';
import { mailEventOf } from './mail/data.js';
import { guestsMail } from './mails.js';
import { readEvent } from './records.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, ForbiddenError } from '../../platform/lib/errors.js';
import { ANNOUNCEMENTS_PER_EVENT, toAnnouncement } from './announcements.js';

// Apart from announcements.ts, so the route that lists announcements bundles none of the write builders.

export const ALREADY_ANNOUNCED = 'This announcement was already sent to the guests';
export const TOO_MANY_ANNOUNCEMENTS = `An event can have at most ${ANNOUNCEMENTS_PER_EVENT} announcements`;
export const NOT_ORGANIZER = 'Only the event’s organizer can write to its guests';

/** The same words to the same event are one announcement: a double click or a retry sends nothing more (the event is in it: ids name bell items). */
const announcementId = (eventId: string, subject: string, message: string): string =>
  createHash('sha256').update(`${eventId}\n${subject}\n${message}`).digest('hex').slice(0, 32);

/**
 * POST /api/events/{id}/announcements (organizer): one transaction writes the
 * announcement (only where the same words were not sent before), counts it
 * (refused past the cap) and queues one outbox item that the outbox
 * consumer expands into a bell item and a mail for each confirmed guest, each
 * written once however often the expansion runs.
 */
export async function announceToGuests(member: Member, eventId: string, input: { subject: string; message: string }): Promise<Announcement> {
  const event = await readEvent(eventId);
  if (event.createdBy !== member.id) throw new ForbiddenError(NOT_ORGANIZER);
  const item: AnnouncementItem = {
    eventId,
    id: announcementId(eventId, input.subject, input.message),
    subject: input.subject,
    message: input.message,
    sentBy: member.id,
    sentAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  const { announcements, announcementTallies } = eventData();
  await writeTransaction(
    [
      {
        name: 'announcement',
        write: announcements
          .build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'id', exists: false } }),
      },
      {
        name: 'tally',
        write: announcementTallies
          .build(UpdateTransaction)
          .item({ eventId, sent: $add(1) })
          .options({
            condition: {
              or: [
                { attr: 'sent', exists: false },
                { attr: 'sent', lt: ANNOUNCEMENTS_PER_EVENT },
              ],
            },
          }),
      },
      guestsMail({
        mail: 'event-announcement',
        event: mailEventOf(event, true),
        announcement: { id: item.id, subject: item.subject, message: item.message, organizerName: displayName(member) },
      }),
    ],
    { announcement: () => new ConflictError(ALREADY_ANNOUNCED), tally: () => new ConflictError(TOO_MANY_ANNOUNCEMENTS) },
  );
  return toAnnouncement(item);
}
