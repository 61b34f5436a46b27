import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { HiddenReason } from './entities/connection.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { networkData } from './data.js';
import { eachLimit } from '../../platform/lib/each-limit.js';
import { readTies } from './graph.js';

/** Why a member is out of others' suggestions: suspended wins over their own choice; undefined when they show. */
export const hiddenReason = (member: { hideFromSuggestions?: boolean | undefined; suspendedAt?: string | undefined }): HiddenReason | undefined =>
  member.suspendedAt ? 'suspended' : member.hideFromSuggestions ? 'suggestions' : undefined;

/**
 * Marks `reason` on the edges pointing at the member (each connection's and
 * blocker's edge to them), or clears it: 2nd and 3rd degree walks read these
 * edges, so the member drops out of (or comes back into) everyone's
 * suggestions at once. One Query of the member's ties, then one update per
 * tie (a member has at most NETWORK_LIMITS.connectionsMax); an edge removed
 * meanwhile is left alone. The smart-nudges job keeps the mark current too.
 */
export async function markHiddenOnEdges(memberId: string, reason: HiddenReason | undefined): Promise<void> {
  const { connections } = networkData();
  const ties = await readTies(memberId);
  const others = [...ties.active.keys(), ...ties.blocked];
  await eachLimit(others, 8, async (otherId) => {
    try {
      await connections
        .build(UpdateItemCommand)
        .item({ memberId: otherId, otherId: memberId, otherHidden: reason ?? $remove() })
        .options({ condition: { attr: 'memberId', exists: true } })
        .send();
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  });
}
