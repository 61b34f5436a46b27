import type { StaffMember } from '@club/shared';
import type { Actor } from '../audit/index.js';
import { readStoredMember, setMemberSuspension } from '../members/index.js';
import { hiddenReason, markHiddenOnEdges } from '../network/index.js';
import { endAllSessions } from './sessions.js';

/**
 * POST /api/admin/members/{memberId}/suspension (admins only). Suspending:
 * suspendedAt set and audited with the member's tags (out of every list but
 * the staff console's), then every session ended (refresh tokens revoked)
 * and the edges pointing at them marked, so no one's suggestions or My
 * Network show them. Reinstating undoes the mark; the member signs in again
 * themselves. The steps after the member write run again on a repeated
 * call, so a failure between them is mended by asking again.
 */
export async function suspendOrReinstate(actor: Actor, memberId: string, suspended: boolean): Promise<StaffMember> {
  const { member } = await setMemberSuspension(actor, memberId, suspended);
  if (suspended) await endAllSessions(memberId);
  const stored = await readStoredMember(memberId);
  if (stored) await markHiddenOnEdges(memberId, hiddenReason(stored));
  return member;
}
