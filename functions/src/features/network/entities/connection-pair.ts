import { Entity, type FormattedItem, type InputItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/**
 * Where a pair of members stands: `requested` (one waiting connection request,
 * `fromUserId` sent it), `connected` (an active tie) or `blocked`. No item: nothing between them.
 */
export const PAIR_STATES = ['requested', 'connected', 'blocked'] as const;

/** The key of a pair: its two member ids in sorted order, so A→B and B→A name the same item. */
export const pairKey = (a: string, b: string): { lowId: string; highId: string } => (a < b ? { lowId: a, highId: b } : { lowId: b, highId: a });

const schema = item({
  lowId: string().key(),
  highId: string().key(),
  state: string().enum(...PAIR_STATES),
  /** The sender of the waiting request (state `requested` only). */
  fromUserId: string().optional(),
});

/**
 * The guard of one pair of members: created with attribute_not_exists
 * in the same transaction as a connection request, so two members asking each
 * other at once resolve to one request; moved to `connected` by an accept (a
 * request's or an introduction's), deleted by a decline, a withdrawal or a
 * removed connection (a new request may follow), `blocked` by a block. Every
 * write to it is conditioned on the state it was read in.
 */
export const connectionPairEntity = () =>
  new Entity({
    name: 'connectionPair',
    table: clubTable,
    schema,
    computeKey: ({ lowId, highId }) => ({ pk: key('CONNECTION_PAIR', lowId, highId), sk: 'CONNECTION_PAIR' }),
    timestamps: TIMESTAMPS,
  });

export type ConnectionPairEntity = ReturnType<typeof connectionPairEntity>;
export type ConnectionPairItem = FormattedItem<ConnectionPairEntity>;
export type ConnectionPairInput = InputItem<ConnectionPairEntity>;
