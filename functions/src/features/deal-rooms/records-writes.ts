import { randomUUID } from 'node:crypto';
import type { Member } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import type { DealEventItem } from './entities/deal-event.js';
import { dealRoomData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { personOf } from '../members/index.js';
import { defined } from './records.js';

// Apart from records.ts, so the routes that only read deal rooms bundle none of the write builders.

export type EventDraft = Pick<DealEventItem, 'kind'> & Partial<Pick<DealEventItem, 'from' | 'to' | 'subject' | 'note'>>;

/** A timeline entry, as a write of the transaction of what it tells. */
export function eventWrite(dealId: string, actor: Member, draft: EventDraft, at = new Date().toISOString()): NamedWrite<'event'> {
  const item = defined({ dealId, createdAt: at, id: randomUUID(), actor: personOf(actor), ...draft });
  return { name: 'event', write: dealRoomData().dealEvents.build(PutTransaction).item(item) };
}

/** The audit entry of a founder's action on their deal (moves, grants, revokes, request answers). */
export const dealAudit = (actor: Actor, dealId: string, action: string, before?: Record<string, unknown>, after?: Record<string, unknown>) =>
  auditWrite(actor, { action, targetType: 'deal', targetId: dealId, ...(before ? { before } : {}), ...(after ? { after } : {}) });
