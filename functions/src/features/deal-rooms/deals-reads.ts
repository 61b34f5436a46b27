import type { Deal, DealEvent, Member } from '@club/shared';
import { ALL_DEALS, dealsOfFounder } from './entities/deal.js';
import { eventsOfDeal } from './entities/deal-event.js';
import { grantsOfMember } from './entities/room-grant.js';
import { dealRoomData } from './data.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { FOUNDER_ACCESS, indiaDay, loadDealAccess, requireViewer, roomAccessOf } from './access.js';
import { toDeal, toEvent } from './records.js';

// Apart from deals.ts, so the routes that only read deals bundle none of the write builders.

/** GET /api/deals/{id}: any member sees the summary and their access (with their request); viewers see the rest. */
export async function getDeal(member: Member, dealId: string): Promise<Deal> {
  const { deal, access, request } = await loadDealAccess(dealId, member, { withRequest: true });
  return toDeal(deal, access, request);
}

/** GET /api/deals: the caller's deals as founder, newest first (one Query). */
export async function listMyDeals(member: Member, { limit, cursor }: PageRequest): Promise<Page<Deal>> {
  const page = await readPage(cursor, () => queryPage(dealRoomData().deals, dealsOfFounder(member.id), { limit, cursor }));
  return { items: page.items.map((deal) => toDeal(deal, FOUNDER_ACCESS)), cursor: page.cursor };
}

/**
 * GET /api/deals/shared: the deals whose rooms the caller may open by a live
 * grant, newest grant first: one Query of their grants (revoked and expired
 * ones filtered out by DynamoDB), one BatchGet of the deals; rooms closed or
 * past their expiry are left out, so a page may be short.
 */
export async function listSharedDeals(member: Member, { limit, cursor }: PageRequest): Promise<Page<Deal>> {
  const { roomGrants, deals } = dealRoomData();
  const today = indiaDay(new Date());
  const page = await readPage(cursor, () =>
    queryPage(roomGrants, grantsOfMember(member.id), {
      limit,
      cursor,
      filter: {
        and: [
          { attr: 'revokedAt', exists: false },
          { attr: 'expiresOn', gte: today },
        ],
      },
    }),
  );
  const found = page.items.length
    ? await getMany(
        deals,
        page.items.map((grant) => ({ id: grant.dealId })),
      )
    : [];
  const byId = new Map(found.map((deal) => [deal.id, deal]));
  const now = new Date();
  const items = page.items.flatMap((grant) => {
    const deal = byId.get(grant.dealId);
    if (!deal) return [];
    const access = roomAccessOf(deal, grant, member, now);
    return access.role === 'grantee' ? [toDeal(deal, access)] : [];
  });
  return { items, cursor: page.cursor };
}

/** GET /api/staff/deals (admin): every deal newest first; private fields only where the admin is founder or grantee themselves. */
export async function listStaffDeals(member: Member, { limit, cursor }: PageRequest): Promise<Page<Deal>> {
  const page = await readPage(cursor, () => queryPage(dealRoomData().deals, ALL_DEALS, { limit, cursor }));
  const now = new Date();
  // The admin's own grants are not read: a staff list shows no room contents.
  return { items: page.items.map((deal) => toDeal(deal, roomAccessOf(deal, undefined, member, now))), cursor: page.cursor };
}

/** GET /api/deals/{id}/timeline: newest first, for the founder and members who may open the room. */
export async function listDealTimeline(member: Member, dealId: string, { limit, cursor }: PageRequest): Promise<Page<DealEvent>> {
  const loaded = await loadDealAccess(dealId, member);
  requireViewer(loaded);
  const page = await readPage(cursor, () => queryPage(dealRoomData().dealEvents, eventsOfDeal(dealId), { limit, cursor }));
  return { items: page.items.map(toEvent), cursor: page.cursor };
}
