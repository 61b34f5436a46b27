import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/** The event's announcements (its partition's `ANNOUNCEMENT#` items; few per event, sorted by the reader). */
export const announcementsOfEvent = (eventId: string) => ({ partition: key('EVENT', eventId), range: { beginsWith: 'ANNOUNCEMENT#' } }) as const;

const schema = item({
  eventId: string().key(),
  /** Made from the words: the same announcement sent twice (a double click, a retry) is one item. */
  id: string().key(),
  subject: string(),
  message: string(),
  sentBy: string(),
  sentAt: string(),
});

/** What the organizer wrote to the event's confirmed guests, in the event's partition. */
export const announcementEntity = () =>
  new Entity({
    name: 'eventAnnouncement',
    table: clubTable,
    schema,
    computeKey: ({ eventId, id }) => ({ pk: key('EVENT', eventId), sk: key('ANNOUNCEMENT', id) }),
    timestamps: TIMESTAMPS,
  });

export type AnnouncementItem = FormattedItem<ReturnType<typeof announcementEntity>>;

/**
 * How many announcements an event has had: the cap's counter, kept beside
 * them rather than on the event, whose update conditions it would widen.
 */
export const announcementTallyEntity = () =>
  new Entity({
    name: 'eventAnnouncementTally',
    table: clubTable,
    schema: item({ eventId: string().key(), sent: number().default(0) }),
    computeKey: ({ eventId }) => ({ pk: key('EVENT', eventId), sk: 'ANNOUNCEMENTS' }),
    timestamps: TIMESTAMPS,
  });
