import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { isConditionFailed } from '../../platform/db/errors.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { memberData } from './data.js';
import { readStoredMember } from './member-reads.js';

/**
 * Records the member's first home visit, once: an update conditioned on the
 * member existing without one, so a second tab or a retry keeps the first
 * time. A direct update rather than writeMember: no directory card or counter
 * follows this field, and the moved updatedAt makes a concurrent writeMember
 * read again. Answers the time stored.
 */
export async function markFirstSeen(memberId: string, now = new Date()): Promise<string> {
  const firstSeenAt = now.toISOString();
  try {
    await memberData()
      .members.build(UpdateItemCommand)
      .item({ id: memberId, firstSeenAt })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'firstSeenAt', exists: false },
          ],
        },
      })
      .send();
    return firstSeenAt;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const stored = await readStoredMember(memberId, { consistent: true });
    if (!stored?.firstSeenAt) throw new NotFoundError('Member not found');
    return stored.firstSeenAt;
  }
}
