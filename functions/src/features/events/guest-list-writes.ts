import type { Member } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { eventData } from './data.js';
import { NO_RSVP } from './rsvps.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { NotFoundError } from '../../platform/lib/errors.js';

// Apart from guest-list.ts, so the route that reads the guest list bundles none of the write builders.

/**
 * PUT /api/events/{id}/rsvp/guest-list: the member shows or hides themself on
 * the list. Any RSVP of theirs that is not cancelled may carry the choice
 * (a pending or waitlisted guest is listed once seated); one conditional write.
 */
export async function setGuestListChoice(member: Member, eventId: string, showOnGuestList: boolean): Promise<{ showOnGuestList: boolean }> {
  try {
    await eventData()
      .rsvps.build(UpdateItemCommand)
      .item({ eventId, memberId: member.id, showOnGuestList: showOnGuestList ? true : $remove() })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'status', ne: 'cancelled' },
          ],
        },
      })
      .send();
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFoundError(NO_RSVP);
    throw error;
  }
  return { showOnGuestList };
}
