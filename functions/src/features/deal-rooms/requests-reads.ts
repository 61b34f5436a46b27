import type { AccessRequest, Member } from '@club/shared';
import { requestsOfDeal, type AccessRequestItem } from './entities/access-request.js';
import { dealRoomData } from './data.js';
import { queryAll } from '../../platform/db/pages.js';
import { loadDealAccess, requireFounder } from './access.js';
import { toRequest } from './records.js';

// Apart from requests.ts, so the route that lists access requests bundles none of the write builders.

/** GET /api/deals/{id}/access-requests (founder): pending first, newest first within each (one Query). */
export async function listAccessRequests(member: Member, dealId: string): Promise<AccessRequest[]> {
  requireFounder(await loadDealAccess(dealId, member));
  const requests = await queryAll(dealRoomData().accessRequests, requestsOfDeal(dealId));
  const rank = (item: AccessRequestItem) => (item.status === 'pending' ? 0 : 1);
  return requests.sort((a, b) => rank(a) - rank(b) || (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).map(toRequest);
}
