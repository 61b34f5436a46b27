import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/** A ticket's thread, oldest first, in the ticket's own partition. */
export function ticketMessageEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'ticketMessage', version: '1', service: SERVICE },
      attributes: {
        ticketId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        author: { type: ['member', 'staff'] as const, required: true },
        authorId: { type: 'string', required: true },
        body: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byTicket: {
          pk: { field: primaryIndex.pk, composite: ['ticketId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['createdAt', 'id'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type TicketMessageEntity = ReturnType<typeof ticketMessageEntity>;
/** A ticket message as stored (ElectroDB's item type). */
export type TicketMessageItem = EntityItem<TicketMessageEntity>;
