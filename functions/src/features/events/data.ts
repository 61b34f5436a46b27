import { announcementEntity, announcementTallyEntity } from './entities/announcement.js';
import { eventEntity } from './entities/event.js';
import { rsvpCodeEntity, rsvpContactEntity, rsvpEntity } from './entities/rsvp.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Events data: events, RSVPs, the QR codes pointing at them, the RSVPs' expiring emergency contacts and the organizer's announcements. */
export const eventData = entitySet({
  events: eventEntity,
  rsvps: rsvpEntity,
  rsvpCodes: rsvpCodeEntity,
  rsvpContacts: rsvpContactEntity,
  announcements: announcementEntity,
  announcementTallies: announcementTallyEntity,
});
