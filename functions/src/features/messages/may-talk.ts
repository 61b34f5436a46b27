import type { ThreadReason } from '@club/shared';
import { investorLinksBetween } from '../investors/index.js';
import { tieBetween } from '../network/index.js';
import { tradeLinksBetween } from '../trade-connector/index.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

/** What a member reads when they may not write to someone they have no tie with. */
export const STRANGERS = 'You can message members you are connected to, were introduced to, matched with or trade with';

/**
 * Every reason two members may talk, the earliest first: connected (or
 * connected by an accepted introduction), a founder–investor match or
 * expression of interest, an accepted trade connection. Each feature is read
 * through its index, all in parallel (one round; investors read their shared
 * matches in a second only when there are any). A block in the network
 * leaves no reason at all. `kept` carries reasons no feature answers for
 * (`staff`: a staff member wrote), which stay.
 */
export async function reasonsBetween(a: string, b: string, kept: readonly ThreadReason[] = []): Promise<ThreadReason[]> {
  const [tie, investorLinks, tradeLinks] = await Promise.all([tieBetween(a, b), investorLinksBetween(a, b), tradeLinksBetween(a, b)]);
  if (tie?.status === 'blocked') return [];
  const reasons: ThreadReason[] = kept.filter((reason) => reason.kind === 'staff');
  if (tie?.status === 'active') {
    reasons.push(
      tie.introducedByName
        ? { kind: 'introduction', since: tie.connectedAt, introducerName: tie.introducedByName }
        : { kind: 'connection', since: tie.connectedAt },
    );
  }
  for (const link of investorLinks) reasons.push({ kind: link.kind, since: link.since, about: link.about });
  for (const link of tradeLinks) reasons.push({ kind: 'trade', since: link.since, about: link.about });
  return reasons.sort((x, y) => byCodeUnits(x.since, y.since));
}

/** Whether two lists of reasons say the same (so an unchanged thread is not rewritten). */
export const sameReasons = (x: readonly ThreadReason[], y: readonly ThreadReason[]): boolean => JSON.stringify(x) === JSON.stringify(y);
