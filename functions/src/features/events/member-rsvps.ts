import { rsvpsOfMember } from './entities/rsvp.js';
import { queryPage } from '../../platform/db/pages.js';
import { eventData } from './data.js';

/** Whether the member ever answered an event (any RSVP, whatever became of it; one Query of one item). */
export async function hasRsvped(memberId: string): Promise<boolean> {
  const { items } = await queryPage(eventData().rsvps, rsvpsOfMember(memberId), { limit: 1 });
  return items.length > 0;
}
