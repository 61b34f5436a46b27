import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { MemberRole } from '@club/shared';
import { ADMINS_GUARD } from '../../platform/db/entities/guard.js';
import { memberData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';

export const LAST_ADMIN = 'The club must keep at least one admin: make another member an admin first';

/**
 * The admin guard's move for a role change, as a write of the member's own
 * transaction: +1 when a member becomes an admin, -1 when one stops being
 * one, conditioned on at least one admin remaining (count ≥ 2 before). Two
 * admins demoting each other at once both touch this item, so at most one of
 * them can take the count from 2 to 1; the other's condition fails (409).
 * None for a change that keeps the admin count.
 */
export function adminGuardWrites(from: MemberRole | undefined, to: MemberRole): NamedWrite<'adminGuard'>[] {
  const was = from === 'admin';
  const is = to === 'admin';
  if (was === is) return [];
  const { guards } = memberData();
  const write = guards.build(UpdateTransaction).item({ name: ADMINS_GUARD, count: $add(is ? 1 : -1) });
  return [{ name: 'adminGuard', write: is ? write : write.options({ condition: { attr: 'count', gte: 2 } }) }];
}

/** How many admins the guard counts (0 when it was never written). */
export async function readAdminCount(): Promise<number> {
  const { Item } = await memberData().guards.build(GetItemCommand).key({ name: ADMINS_GUARD }).options({ consistent: true }).send();
  return Item?.count ?? 0;
}
