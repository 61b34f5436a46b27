import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { CONCIERGE_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** A member's tickets, newest first (All). */
export const ticketsOf = (userId: string) => ({ index: 'gsi1', partition: key('TICKETS', userId) }) as const;
/** A member's tickets in one status, newest first (Open, In Progress, Resolved). */
export const ticketsOfInStatus = (userId: string, status: string) => ({ index: 'gsi2', partition: key('TICKETS', userId, status) }) as const;
/** Every member's tickets in one status, newest first (the staff console's queue). */
export const ticketsInStatus = (status: string) => ({ index: 'gsi3', partition: key('TICKETS', 'STATUS', status) }) as const;

const schema = item({
  id: string().key(),
  userId: string(),
  category: string().enum(...CONCIERGE_CATEGORIES),
  title: string(),
  details: string(),
  priority: string()
    .enum(...TICKET_PRIORITIES)
    .default('medium'),
  status: string()
    .enum(...TICKET_STATUSES)
    .default('open'),
  assignedTo: string().optional(),
  transcript: list(
    map({
      id: string(),
      type: string().enum('user', 'ai', 'human'),
      content: string(),
      timestamp: string(),
    }),
  ).default(() => []),
  resolution: string().optional(),
  satisfaction: number().optional(),
  darshanPlanId: string().optional(),
  /** When the team first replied in the thread (the start of the measured response time). */
  firstResponseAt: string().optional(),
  /** Who raised it as they were then (name, title, company, photo, verified), so the staff queue names them without a member read. */
  requester: personCard().optional(),
  gsi1pk: linkedKey((item) => ticketsOf(item.userId as string).partition),
  gsi1sk: creationKey(),
  /**
   * Keyed by userId and status: an update of `status` must pass `userId` too
   * (the same value) so the key follows the ticket to its new status.
   */
  gsi2pk: linkedKey(
    (item) => ticketsOfInStatus(item.userId as string, item.status as string).partition,
    (input) => {
      if (typeof input.status !== 'string') return undefined;
      if (typeof input.userId !== 'string') throw new Error('A ticket status update must give userId (its status index key reads it)');
      return ticketsOfInStatus(input.userId, input.status).partition;
    },
  ),
  gsi2sk: creationKey(),
  gsi3pk: keyFollowing('status', (item) => ticketsInStatus(item.status as string).partition),
  gsi3sk: creationKey(),
});

/** Concierge tickets; private to their member. Status changes are conditional writes. */
export const conciergeTicketEntity = () =>
  new Entity({
    name: 'conciergeTicket',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('TICKET', id), sk: 'TICKET' }),
    timestamps: TIMESTAMPS,
  });

export type ConciergeTicketEntity = ReturnType<typeof conciergeTicketEntity>;
/** A concierge ticket as read (createdAt and updatedAt set by the library). */
export type ConciergeTicketItem = FormattedItem<ConciergeTicketEntity>;
