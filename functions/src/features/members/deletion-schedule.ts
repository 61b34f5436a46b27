import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { adminGuardWrites } from './admin-guard.js';
import { memberData } from './data.js';
import type { MemberItem } from './entities/member.js';

/**
 * The writes that schedule the member's erasure on their item, for the
 * privacy feature's transaction: `deletionScheduledFor` and the request's id,
 * on condition that none is scheduled and the role is as read; an admin
 * stops counting, so the admin guard refuses the last one (count ≥ 2 before).
 */
export function scheduleDeletionWrites(member: Pick<MemberItem, 'id' | 'role'>, deleteAfter: string, requestId: string): NamedWrite<'adminGuard' | 'member'>[] {
  return [
    ...(member.role === 'admin' ? adminGuardWrites('admin', 'member') : []),
    {
      name: 'member',
      write: memberData()
        .members.build(UpdateTransaction)
        .item({ id: member.id, deletionScheduledFor: deleteAfter, deletionRequestId: requestId })
        .options({
          condition: {
            and: [
              { attr: 'id', exists: true },
              { attr: 'deletionScheduledFor', exists: false },
              { attr: 'role', eq: member.role },
            ],
          },
        }),
    },
  ];
}

/** The writes that keep the account: the schedule removed (if still this request's), an admin counted again. */
export function cancelDeletionWrites(member: Pick<MemberItem, 'id' | 'role'>, requestId: string): NamedWrite<'adminGuard' | 'member'>[] {
  return [
    ...(member.role === 'admin' ? adminGuardWrites('member', 'admin') : []),
    {
      name: 'member',
      write: memberData()
        .members.build(UpdateTransaction)
        .item({ id: member.id, deletionScheduledFor: $remove(), deletionRequestId: $remove() })
        .options({
          condition: {
            and: [
              { attr: 'deletionRequestId', eq: requestId },
              { attr: 'role', eq: member.role },
            ],
          },
        }),
    },
  ];
}
