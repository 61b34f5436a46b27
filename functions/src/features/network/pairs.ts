import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { pairKey, type ConnectionPairEntity, type ConnectionPairItem } from './entities/connection-pair.js';
import { networkData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';

/**
 * The pair guard of two members (db/entities/connection-pair.ts): every
 * change of where two members stand (a request sent, accepted, declined or
 * withdrawn; a connection made by an introduction or removed; a block) writes
 * it in its own transaction, conditioned on the state it expects, so two
 * changes racing on one pair cannot both win.
 */
export type PairCondition = Condition<ConnectionPairEntity>;

/** The pair, read consistently (undefined: nothing between them). */
export async function readPair(a: string, b: string): Promise<ConnectionPairItem | undefined> {
  return (await networkData().connectionPairs.build(GetItemCommand).key(pairKey(a, b)).options({ consistent: true }).send()).Item;
}

/** No item: nothing between them. */
export const NO_PAIR: PairCondition = { attr: 'state', exists: false };
/** A request from `fromUserId` is waiting. */
export const requestedBy = (fromUserId: string): PairCondition => ({
  and: [
    { attr: 'state', eq: 'requested' },
    { attr: 'fromUserId', eq: fromUserId },
  ],
});
/** The pair exactly as read. */
export const pairAsRead = (pair: ConnectionPairItem | undefined): PairCondition =>
  !pair ? NO_PAIR : pair.state === 'requested' && pair.fromUserId ? requestedBy(pair.fromUserId) : { attr: 'state', eq: pair.state };
/**
 * A pair that may predate the guard: absent, or as expected. A waiting request
 * or a tie stored before pair items existed (migration 0003 adds theirs) has
 * none; the transaction's other conditions (the request's status, the edges')
 * still decide it.
 */
const orLegacy = (expected: PairCondition): PairCondition => ({ or: [NO_PAIR, expected] });

/** Pair writes carry the name `pair`: map it to the caller's 409. */
const write = (build: (pairs: ReturnType<typeof networkData>['connectionPairs']) => NamedWrite<'pair'>['write']): NamedWrite<'pair'> => ({
  name: 'pair',
  write: build(networkData().connectionPairs),
});

/** A new request from `fromUserId` to `toUserId`: only where nothing stands between them (attribute_not_exists). */
export const pairRequested = (fromUserId: string, toUserId: string): NamedWrite<'pair'> =>
  write((pairs) =>
    pairs
      .build(PutTransaction)
      .item({ ...pairKey(fromUserId, toUserId), state: 'requested', fromUserId })
      .options({ condition: NO_PAIR }),
  );

/** Connected: over the waiting request `fromUserId` sent (an accept), or over the pair as read (an introduction's accept). */
export const pairConnected = (a: string, b: string, over: { request: string } | { read: ConnectionPairItem | undefined }): NamedWrite<'pair'> =>
  write((pairs) =>
    pairs
      .build(PutTransaction)
      .item({ ...pairKey(a, b), state: 'connected' })
      .options({ condition: 'request' in over ? orLegacy(requestedBy(over.request)) : pairAsRead(over.read) }),
  );

/** Blocked, over the pair as read. */
export const pairBlocked = (a: string, b: string, read: ConnectionPairItem | undefined): NamedWrite<'pair'> =>
  write((pairs) =>
    pairs
      .build(PutTransaction)
      .item({ ...pairKey(a, b), state: 'blocked' })
      .options({ condition: pairAsRead(read) }),
  );

/** Nothing between them any more: the request `fromUserId` sent was declined or withdrawn, or (`connected`) the tie was removed. */
export const pairFreed = (a: string, b: string, from: { request: string } | 'connected'): NamedWrite<'pair'> =>
  write((pairs) =>
    pairs
      .build(DeleteTransaction)
      .key(pairKey(a, b))
      .options({ condition: orLegacy(from === 'connected' ? { attr: 'state', eq: 'connected' } : requestedBy(from.request)) }),
  );
