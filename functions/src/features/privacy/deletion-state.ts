import type { DeletionState, Member } from '@club/shared';
import { readStoredMember } from '../members/index.js';
import { readDataRequest } from './request-reads.js';

/*
 * Whether a member's erasure is scheduled, apart from scheduling and cancelling it (deletion.ts): toolbox's write
 * actions run decorators when their modules load, so the read route importing the module that writes carried the
 * transaction builders in its bundle.
 */

export const readMember = (id: string) => readStoredMember(id, { consistent: true });

export async function stateOf(member: { deletionScheduledFor?: string; deletionRequestId?: string } | undefined): Promise<DeletionState> {
  if (!member?.deletionScheduledFor || !member.deletionRequestId) return { status: 'none' };
  const request = await readDataRequest(member.deletionRequestId);
  return { status: 'scheduled', deleteAfter: member.deletionScheduledFor, ...(request ? { requestedAt: request.requestedAt } : {}) };
}

/** GET /api/members/me/deletion. */
export async function getMyDeletion(member: Member): Promise<DeletionState> {
  return stateOf(await readMember(member.id));
}
