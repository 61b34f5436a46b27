import type { Entity } from 'dynamodb-toolbox/entity';
import { cmRequestEntity } from '../features/cm-office/entities/cm-request.js';
import { conciergeTicketEntity } from '../features/concierge/entities/concierge-ticket.js';
import { culturalRequestEntity } from '../features/culture/entities/cultural-request.js';
import { darshanPlanEntity } from '../features/darshan/entities/darshan-plan.js';
import { tradeRequestEntity } from '../features/trade-assistance/entities/trade-request.js';
import { TABLE } from '@club/shared';
import type { Migration } from './types.js';

/** The entities behind the staff console's queues, whose queue index keys are computed on put. */
export const staffQueueEntities = (): Entity[] => [
  conciergeTicketEntity(),
  darshanPlanEntity(),
  cmRequestEntity(),
  culturalRequestEntity(),
  tradeRequestEntity(),
];

/**
 * Re-puts every concierge ticket, darshan plan, Meet-the-CM request,
 * cultural request and trade-assistance request through its entity, so the
 * queue index keys the staff console reads are computed by the current
 * entity definitions. Items already current are left as they are.
 */
export const requeueStaffQueues: Migration = {
  id: '0001-requeue-staff-queues',
  description: 'Recompute the queue index keys of the staff-console entities (concierge, darshan, Meet-the-CM, cultural, trade assistance)',
  async run(context) {
    const byName = new Map(staffQueueEntities().map((entity) => [entity.entityName, entity]));
    await context.eachPage({ scan: { entities: [...byName.keys()] } }, async (items) => {
      let touched = 0;
      for (const stored of items) {
        if (await context.reput(byName.get(stored[TABLE.entityAttribute] as string)!, stored)) touched += 1;
      }
      return touched;
    });
  },
};
