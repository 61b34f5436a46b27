import { createHash } from 'node:crypto';
import { SEATED_RSVP_STATUSES, displayName, type Announcement, type Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { eventData } from './data.js';
import { announcementsOfEvent, type AnnouncementItem } from './entities/announcement.js';
import { mailEventOf } from './mail/data.js';
import { guestsMail } from './mails.js';
import { readEvent } from './records.js';
import { queryPage } from '../../platform/db/pages.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, ForbiddenError } from '../../platform/lib/errors.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

/** Announcements an event may have: each one is a bell item and a mail to every guest. */
export const ANNOUNCEMENTS_PER_EVENT = 20;
export const ALREADY_ANNOUNCED = 'This announcement was already sent to the guests';
export const TOO_MANY_ANNOUNCEMENTS = `An event can have at most ${ANNOUNCEMENTS_PER_EVENT} announcements`;
export const NOT_ORGANIZER = 'Only the event’s organizer can write to its guests';
const NOT_A_GUEST = 'Only the organizer and the confirmed guests see the event’s announcements';

/** The same words to the same event are one announcement: a double click or a retry sends nothing more (the event is in it: ids name bell items). */
const announcementId = (eventId: string, subject: string, message: string): string =>
  createHash('sha256').update(`${eventId}\n${subject}\n${message}`).digest('hex').slice(0, 32);

const toAnnouncement = ({ eventId, id, subject, message, sentAt }: AnnouncementItem): Announcement => ({ eventId, id, subject, message, sentAt });

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

/**
 * GET /api/events/{id}/announcements: newest first, for the organizer and the
 * guests holding a seat (confirmed or checked in). One round: the event, the
 * caller's RSVP and the announcements at once.
 */
export async function listAnnouncements(member: Member, eventId: string): Promise<Announcement[]> {
  const { announcements, rsvps } = eventData();
  const [event, { Item: rsvp }, page] = await Promise.all([
    readEvent(eventId),
    rsvps.build(GetItemCommand).key({ eventId, memberId: member.id }).send(),
    queryPage(announcements, announcementsOfEvent(eventId), { limit: ANNOUNCEMENTS_PER_EVENT }),
  ]);
  const seated = rsvp !== undefined && SEATED_RSVP_STATUSES.includes(rsvp.status);
  if (event.createdBy !== member.id && !seated) throw new ForbiddenError(NOT_A_GUEST);
  return page.items.map(toAnnouncement).sort((a, b) => byCodeUnits(b.sentAt, a.sentAt));
}
