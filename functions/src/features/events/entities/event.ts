import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { EVENT_TYPES, type AgendaItem, type Checked, type EventParsed, type Same, type Speaker } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** Whether an event is listed in Upcoming (kept with `isActive`: the index's partition). */
export const EVENT_LISTINGS = ['active', 'inactive'] as const;
export type EventListing = (typeof EVENT_LISTINGS)[number];

/** Listed events by end time (gsi1): Upcoming reads `active` from now on, soonest end first (one Query). */
export const eventsListed = (listing: EventListing, endingAfter?: string) =>
  ({ index: 'gsi1', partition: key('EVENTS', listing), ...(endingAfter ? { range: { gt: endingAfter } } : {}) }) as const;
/** Events a member organizes, newest first (gsi2: My Events). */
export const eventsOrganizedBy = (memberId: string) => ({ index: 'gsi2', partition: key('MEMBER', memberId, 'EVENTS') }) as const;

/** gsi1's sort key: end time, then id to break ties. */
const byEnd = (endTime: string, id: string) => `${endTime}#${id}`;

/**
 * The event's own fields as the API parsed them (`EventParsed`, defined once
 * in shared), stored as is. Listed here rather than built from the zod schema
 * at run time, which would bring the form's schemas into every function that
 * reads events; instead the compiler ties them to the shared type: `satisfies`
 * refuses a missing or extra key, `EventItem` a different type (see below).
 */
const formAttributes = {
  title: string(),
  description: string().optional(),
  type: string().enum(...EVENT_TYPES),
  /** UTC ISO strings. */
  startTime: string(),
  endTime: string(),
  /** The venue's IANA time zone. */
  timeZone: string(),
  venue: string().optional(),
  address: string().optional(),
  city: string().optional(),
  country: string().optional(),
  dressCode: string().optional(),
  isVirtual: boolean(),
  virtualLink: string().optional(),
  maxAttendees: number().optional(),
  isGated: boolean(),
  gatingCriteria: string().optional(),
  bannerImage: string().optional(),
  agenda: any()
    .castAs<AgendaItem[]>()
    .default(() => []),
  organizers: list(string()).default(() => []),
  speakers: any()
    .castAs<Speaker[]>()
    .default(() => []),
  sponsors: any()
    .castAs<EventParsed['sponsors']>()
    .default(() => []),
  tags: list(string()).default(() => []),
  registrationDeadline: string().optional(),
  isActive: boolean(),
} satisfies Record<keyof EventParsed, unknown>;

const schema = item({
  id: string().key(),
  ...formAttributes,
  currentAttendees: number().default(0),
  waitlist: list(string()).default(() => []),
  listing: string().enum(...EVENT_LISTINGS),
  createdBy: string(),
  createdByName: string().optional(),
  /**
   * How far the guests' reminders were queued, for which start time (the reminder job skips the event until the next
   * step is due or the event moves): its start time once the mails were queued, `<start>#day` once the event-day
   * pushes were too (reminders.ts). One attribute, not two: each attribute widens the entity's condition types, which
   * the event's transactions already stretch to the compiler's limit.
   */
  remindersQueuedFor: string().optional(),
  // The listing follows edits and deactivation; the end time follows edits.
  gsi1pk: keyFollowing('listing', (item) => eventsListed(item.listing as EventListing).partition),
  gsi1sk: keyFollowing('endTime', (item) => byEnd(item.endTime as string, item.id as string)),
  gsi2pk: linkedKey((item) => eventsOrganizedBy(item.createdBy as string).partition),
  gsi2sk: creationKey(),
});

/**
 * A club event. `currentAttendees` counts confirmed and
 * checked-in RSVPs and changes only in the transactions that seat or free a
 * member; `waitlist` holds the waitlisted members' ids in order (position =
 * index + 1), appended and removed in the same transactions as their RSVPs.
 */
export const eventEntity = () =>
  new Entity({
    name: 'event',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('EVENT', id), sk: 'EVENT' }),
    timestamps: TIMESTAMPS,
  });

export type EventEntity = ReturnType<typeof eventEntity>;
type StoredEvent = FormattedItem<EventEntity>;
/** An event as read (createdAt and updatedAt set by the library); fails to compile when its form attributes' types differ from the shared definition's. */
export type EventItem = Checked<StoredEvent, Same<Pick<StoredEvent, keyof typeof formAttributes>, EventParsed>>;
