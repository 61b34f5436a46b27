import { cmContentItemSchema, type CmContentItem, type CmDashboard, type Member } from '@club/shared';
import { cmOfficeData } from '../../db/services/cm-office.js';

export const CM_NOTICE =
  'Requests go through the club’s liaison office, which forwards them to the Chief Minister’s Office. Nothing here is an official appointment until the office confirms it.';

/**
 * GET /api/cm-office/dashboard: the club's content (a few dozen items, one
 * Query), the caller's requests counted by stage (one Query of at most 100)
 * and the open slots of the next 30 days (one Query).
 */
export async function cmDashboard(member: Member): Promise<CmDashboard> {
  const { cmContent, cmRequests, cmSlots } = cmOfficeData();
  const now = new Date();
  const [content, mine, slots] = await Promise.all([
    cmContent.query.all({}).go({ pages: 'all' }),
    cmRequests.query.byMember({ userId: member.id }).go({ limit: 100, attributes: ['status', 'id', 'userId', 'createdAt'] }),
    cmSlots.query
      .byStart({})
      .between({ startTime: now.toISOString() }, { startTime: new Date(now.getTime() + 30 * 86_400_000).toISOString() })
      .where((attr, op) => op.notExists(attr.requestId))
      .go({ limit: 500, attributes: ['id', 'startTime'] }),
  ]);
  const items = content.data.map((item) => cmContentItemSchema.parse(item)).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  const of = (kind: CmContentItem['kind']) => items.filter((item) => item.kind === kind);
  const statuses = mine.data.map((item) => item.status);
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
      openSlots: slots.data.length,
    },
    notice: CM_NOTICE,
  };
}
