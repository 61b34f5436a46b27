import { SEATED_RSVP_STATUSES, type Announcement, type Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { eventData } from './data.js';
import { announcementsOfEvent, type AnnouncementItem } from './entities/announcement.js';
import { readEvent } from './records.js';
import { queryPage } from '../../platform/db/pages.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

/** Announcements an event may have: each one is a bell item and a mail to every guest. */
export const ANNOUNCEMENTS_PER_EVENT = 20;
const NOT_A_GUEST = 'Only the organizer and the confirmed guests see the event’s announcements';

export const toAnnouncement = ({ eventId, id, subject, message, sentAt }: AnnouncementItem): Announcement => ({ eventId, id, subject, message, sentAt });

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
