import { DELETION_GRACE_DAYS, type DeletionState, type Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $append, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { memberData } from '../members/data.js';
import { privacyData } from './data.js';
import { ADMINS_GUARD } from '../../platform/db/entities/guard.js';
import type { MemberItem } from '../members/entities/member.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { ConflictError } from '../../platform/lib/errors.js';
import { daysAfter, newDataRequest, readDataRequest } from './records.js';

const LAST_ADMIN_ERASURE = 'You are the last admin of the club: make another member an admin before deleting your account';
const CHANGED = 'Your account changed meanwhile: reload and try again';

async function readMember(id: string): Promise<MemberItem | undefined> {
  const { Item } = await memberData().members.build(GetItemCommand).key({ id }).options({ consistent: true }).send();
  return Item;
}

/** The admin guard's move: an admin scheduled for erasure no longer counts, so another admin must remain (count ≥ 2 before). */
function adminGuardMove(member: MemberItem, delta: 1 | -1): NamedWrite<'adminGuard'>[] {
  if (member.role !== 'admin') return [];
  const write = memberData().guards.build(UpdateTransaction).item({ name: ADMINS_GUARD, count: $add(delta) });
  return [{ name: 'adminGuard', write: delta < 0 ? write.options({ condition: { attr: 'count', gte: 2 } }) : write }];
}

async function stateOf(member: MemberItem | undefined): Promise<DeletionState> {
  if (!member?.deletionScheduledFor || !member.deletionRequestId) return { status: 'none' };
  const request = await readDataRequest(member.deletionRequestId);
  return { status: 'scheduled', deleteAfter: member.deletionScheduledFor, ...(request ? { requestedAt: request.requestedAt } : {}) };
}

/** GET /api/members/me/deletion. */
export async function getMyDeletion(member: Member): Promise<DeletionState> {
  return stateOf(await readMember(member.id));
}

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
      ...adminGuardMove(current, -1),
      {
        name: 'member',
        write: memberData()
          .members.build(UpdateTransaction)
          .item({ id: member.id, deletionScheduledFor: deleteAfter, deletionRequestId: request.id })
          .options({ condition: { and: [{ attr: 'id', exists: true }, { attr: 'deletionScheduledFor', exists: false }, { attr: 'role', eq: current.role }] } }),
      },
      { name: 'request', write: privacyData().dataRequests.build(PutTransaction).item(request).options({ condition: { attr: 'id', exists: false } }) },
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
      ...adminGuardMove(current, 1),
      {
        name: 'member',
        write: memberData()
          .members.build(UpdateTransaction)
          .item({ id: member.id, deletionScheduledFor: $remove(), deletionRequestId: $remove() })
          .options({ condition: { and: [{ attr: 'deletionRequestId', eq: current.deletionRequestId }, { attr: 'role', eq: current.role }] } }),
      },
      {
        name: 'request',
        write: privacyData()
          .dataRequests.build(UpdateTransaction)
          .item({ id: current.deletionRequestId, status: 'cancelled', completedAt: now, history: $append([{ at: now, action: 'cancelled', by: member.id }]) })
          .options({ condition: { and: [{ attr: 'status', eq: 'open' }, { attr: 'stepsDone', exists: false }] } }),
      },
    ],
    // The job began erasing (the request is no longer open) or another tab cancelled first.
    { member: () => new ConflictError(CHANGED), request: () => new ConflictError('Your account is being erased and can no longer be kept') },
  );
  return { status: 'none' };
}
