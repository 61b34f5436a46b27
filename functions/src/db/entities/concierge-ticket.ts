import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { CONCIERGE_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

/** Concierge tickets (spec 2 §3.2); private to their member. Status changes are conditional writes. */
export function conciergeTicketEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'conciergeTicket', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        category: { type: CONCIERGE_CATEGORIES, required: true },
        title: { type: 'string', required: true },
        details: { type: 'string', required: true },
        priority: { type: TICKET_PRIORITIES, required: true, default: 'medium' },
        status: { type: TICKET_STATUSES, required: true, default: 'open' },
        assignedTo: { type: 'string' },
        transcript: {
          type: 'list',
          required: true,
          default: () => [],
          items: {
            type: 'map',
            properties: {
              id: { type: 'string', required: true },
              type: { type: ['user', 'ai', 'human'] as const, required: true },
              content: { type: 'string', required: true },
              timestamp: { type: 'string', required: true },
            },
          },
        },
        resolution: { type: 'string' },
        satisfaction: { type: 'number' },
        darshanPlanId: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
      },
      indexes: {
        byId: byIdIndex,
        /** A member's tickets, newest first (All). */
        byMember: newestIn('gsi1', ['userId']),
        /** A member's tickets in one status, newest first (Open, In Progress, Resolved). */
        byMemberStatus: newestIn('gsi2', ['userId', 'status']),
        /**
         * Every member's tickets in one status, newest first (the staff
         * console's queue). A patch of `status` needs `userId` too (for
         * byMemberStatus): pass it with `.composite({ userId })`.
         */
        byStatus: newestIn('gsi3', ['status'], 'default'),
      },
    },
    config,
  );
}

export type ConciergeTicketEntity = ReturnType<typeof conciergeTicketEntity>;
/** A concierge ticket as stored (ElectroDB's item type). */
export type ConciergeTicketItem = EntityItem<ConciergeTicketEntity>;
