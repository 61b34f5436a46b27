import { DELETION_GRACE_DAYS, type DeletionState, type Member } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $append } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { privacyData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError } from '../../platform/lib/errors.js';
import { cancelDeletionWrites, scheduleDeletionWrites } from '../members/index.js';
import { daysAfter, newDataRequest } from './records.js';
import { readMember, stateOf } from './deletion-state.js';

const LAST_ADMIN_ERASURE = 'You are the last admin of the club: make another member an admin before deleting your account';
const CHANGED = 'Your account changed meanwhile: reload and try again';

/**
 * POST /api/members/me/deletion: the erasure request and the member's
 * `deletionScheduledFor` in one transaction; for an admin the admin guard
 * too, so the last admin is refused (409) however many ask at once. Asking
 * again while scheduled answers the schedule as it is.
 */
export async function scheduleMyDeletion(member: Member): Promise<DeletionState> {
  const current = await readMember(member.id);
  if (!current) throw new ConflictError(CHANGED);
  if (current.deletionScheduledFor) return stateOf(current);
  const now = new Date().toISOString();
  const deleteAfter = daysAfter(now, DELETION_GRACE_DAYS);
  const request = newDataRequest(member, 'deletion', now, { deleteAfter });
  await writeTransaction(
    [
      ...scheduleDeletionWrites(current, deleteAfter, request.id),
      {
        name: 'request',
        write: privacyData()
          .dataRequests.build(PutTransaction)
          .item(request)
          .options({ condition: { attr: 'id', exists: false } }),
      },
    ],
    { adminGuard: () => new ConflictError(LAST_ADMIN_ERASURE), member: () => new ConflictError(CHANGED) },
  );
  return { status: 'scheduled', requestedAt: now, deleteAfter };
}

/** DELETE /api/members/me/deletion: keeps the account; the request is closed as cancelled (a step in its history). */
export async function cancelMyDeletion(member: Member): Promise<DeletionState> {
  const current = await readMember(member.id);
  if (!current?.deletionRequestId) return { status: 'none' };
  const now = new Date().toISOString();
  await writeTransaction(
    [
      ...cancelDeletionWrites(current, current.deletionRequestId),
      {
        name: 'request',
        write: privacyData()
          .dataRequests.build(UpdateTransaction)
          .item({ id: current.deletionRequestId, status: 'cancelled', completedAt: now, history: $append([{ at: now, action: 'cancelled', by: member.id }]) })
          .options({
            condition: {
              and: [
                { attr: 'status', eq: 'open' },
                { attr: 'stepsDone', exists: false },
              ],
            },
          }),
      },
    ],
    // The job began erasing (the request is no longer open) or another tab cancelled first.
    { member: () => new ConflictError(CHANGED), request: () => new ConflictError('Your account is being erased and can no longer be kept') },
  );
  return { status: 'none' };
}
