import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { ConnectionRequestStatus } from '@club/shared';
import { bump } from '../features/network/counters.js';
import { pairKey, type ConnectionPairItem } from '../features/network/entities/connection-pair.js';
import { networkData } from '../features/network/data.js';
import { writeTransaction } from '../platform/db/transaction.js';
import type { Migration, StoredItem } from './types.js';

/** Writes where every condition held; 'accept' on a failed one: the item moved meanwhile, and the step reads it again. */
const ALL_ACCEPT = { tie: 'accept', request: 'accept', pair: 'accept' } as const;

/**
 * Adds the pair guard (db/entities/connection-pair.ts) to what was
 * stored before it existed, so a request sent after the deploy meets it:
 *
 * 1. every tie (the lower member id's edge, `active` → `connected`, `blocked`
 *    → `blocked`), put only where the pair has no item and conditioned on the
 *    edge still being as read;
 * 2. every waiting request, `requested` by its sender, the same way. A
 *    request whose pair is already taken is one the old race left behind:
 *    between connected members it becomes `active` (they are connected),
 *    between blocked ones `blocked`, and of two mutual requests the one
 *    met second (the other holds the pair) `withdrawn`, so its receiver
 *    still sees the other's request to accept; each with both members' pending counts, in
 *    one transaction conditioned on the request still waiting and the pair as read.
 *
 * Idempotent: a second run finds every pair in place and changes nothing.
 */
export const connectionPairs: Migration = {
  id: '0003-connection-pairs',
  description: 'Add the pair guard item of every tie and waiting connection request; close waiting requests a mutual-request race left behind',
  async run(context) {
    const { connections, connectionRequests, connectionPairs: pairs } = networkData();

    await context.eachPage({ scan: { entities: [connections.entityName] } }, async (items) => {
      let touched = 0;
      for (const edge of items as (StoredItem & { memberId: string; otherId: string; status: 'active' | 'blocked' })[]) {
        if (edge.memberId > edge.otherId) continue; // one edge per pair: the other is the same tie
        const written = await writeTransaction(
          [
            {
              name: 'tie',
              write: connections.build(ConditionCheck).key({ memberId: edge.memberId, otherId: edge.otherId }).condition({ attr: 'status', eq: edge.status }),
            },
            {
              name: 'pair',
              write: pairs
                .build(PutTransaction)
                .item({ ...pairKey(edge.memberId, edge.otherId), state: edge.status === 'active' ? 'connected' : 'blocked' })
                .options({ condition: { attr: 'state', exists: false } }),
            },
          ],
          ALL_ACCEPT,
        );
        if (written) touched += 1;
      }
      return touched;
    });

    await context.eachPage({ scan: { entities: [connectionRequests.entityName] } }, async (items) => {
      let touched = 0;
      for (const request of items as (StoredItem & { fromUserId: string; toUserId: string; status: ConnectionRequestStatus })[]) {
        if (request.status !== 'requested') continue;
        const { fromUserId, toUserId } = request;
        const stillWaiting = {
          name: 'request' as const,
          write: connectionRequests.build(ConditionCheck).key({ fromUserId, toUserId }).condition({ attr: 'status', eq: 'requested' }),
        };
        // A few rounds: a pair freed or taken between the two writes is read again.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const claimed = await writeTransaction(
            [
              stillWaiting,
              {
                name: 'pair',
                write: pairs
                  .build(PutTransaction)
                  .item({ ...pairKey(fromUserId, toUserId), state: 'requested', fromUserId })
                  .options({ condition: { attr: 'state', exists: false } }),
              },
            ],
            ALL_ACCEPT,
          );
          if (claimed) {
            touched += 1;
            break;
          }
          const [current, pair] = await Promise.all([
            connectionRequests.build(GetItemCommand).key({ fromUserId, toUserId }).options({ consistent: true }).send(),
            pairs.build(GetItemCommand).key(pairKey(fromUserId, toUserId)).options({ consistent: true }).send(),
          ]);
          if (current.Item?.status !== 'requested') break; // answered meanwhile
          const held: ConnectionPairItem | undefined = pair.Item;
          if (!held) continue; // freed meanwhile: claim it again
          if (held.state === 'requested' && held.fromUserId === fromUserId) break; // already this request's (a rerun)
          const status: ConnectionRequestStatus = held.state === 'connected' ? 'active' : held.state === 'blocked' ? 'blocked' : 'withdrawn';
          const closed = await writeTransaction(
            [
              {
                name: 'request',
                write: connectionRequests
                  .build(UpdateTransaction)
                  .item({ fromUserId, toUserId, status })
                  .options({
                    condition: {
                      and: [
                        { attr: 'fromUserId', exists: true },
                        { attr: 'status', eq: 'requested' },
                      ],
                    },
                  }),
              },
              {
                name: 'pair',
                write: pairs
                  .build(ConditionCheck)
                  .key(pairKey(fromUserId, toUserId))
                  .condition(
                    held.state === 'requested'
                      ? {
                          and: [
                            { attr: 'state', eq: 'requested' },
                            { attr: 'fromUserId', eq: held.fromUserId! },
                          ],
                        }
                      : { attr: 'state', eq: held.state },
                  ),
              },
              bump(toUserId, 'incoming', -1),
              bump(fromUserId, 'outgoing', -1),
            ],
            ALL_ACCEPT,
          );
          if (closed) {
            context.log('Closed a connection request left waiting by a race', { fromUserId, toUserId, status });
            touched += 1;
            break;
          }
        }
      }
      return touched;
    });
  },
};
