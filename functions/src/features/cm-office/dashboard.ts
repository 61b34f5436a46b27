import { cmContentItemSchema, type CmContentItem, type CmDashboard, type Member } from '@club/shared';
import { CM_CONTENT } from './entities/cm-content.js';
import { cmRequestsOf } from './entities/cm-request.js';
import { cmSlotsBetween } from './entities/cm-slot.js';
import { countAll, queryAll, queryPage } from '../../platform/db/pages.js';
import { cmOfficeData } from './data.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

export const CM_NOTICE =
  'Requests go through the club’s liaison office, which forwards them to the Chief Minister’s Office. Nothing here is an official appointment until the office confirms it.';

/**
 * GET /api/cm-office/dashboard: the club's content (a few dozen items, one
 * Query), the caller's requests counted by stage (one Query of at most 100)
 * and the open slots of the next 30 days (one COUNT Query).
 */
export async function cmDashboard(member: Member): Promise<CmDashboard> {
  const { cmContent, cmRequests, cmSlots } = cmOfficeData();
  const now = new Date();
  const [content, mine, openSlots] = await Promise.all([
    queryAll(cmContent, CM_CONTENT, { ascending: true }),
    queryPage(cmRequests, cmRequestsOf(member.id), { limit: 100, ascending: true }),
    // Counted, not read: the dashboard shows only how many.
    countAll(cmSlots, cmSlotsBetween(now.toISOString(), new Date(now.getTime() + 30 * 86_400_000).toISOString()), {
      filter: { attr: 'requestId', exists: false },
    }),
  ]);
  const items = content.map((item) => cmContentItemSchema.parse(item)).sort((a, b) => a.order - b.order || byCodeUnits(a.id, b.id));
  const of = (kind: CmContentItem['kind']) => items.filter((item) => item.kind === kind);
  const statuses = mine.items.map((item) => item.status);
  return {
    focusAreas: of('focus_area'),
    policyUpdates: of('policy_update'),
    incentives: of('incentive'),
    prioritySectors: of('priority_sector'),
    successStories: of('success_story'),
    stats: {
      myRequests: statuses.length,
      drafts: statuses.filter((status) => status === 'draft').length,
      pending: statuses.filter((status) => status === 'submitted' || status === 'under_review').length,
      scheduled: statuses.filter((status) => status === 'scheduled').length,
      openSlots,
    },
    notice: CM_NOTICE,
  };
}
