import { colleagueSchema, type Colleague, displayName } from '@club/shared';
import { staffTagItems } from '../members/index.js';
import { byName } from '../../platform/lib/text-order.js';

/**
 * GET /api/staff/colleagues: the members a ticket can be assigned to, by
 * name. Two Queries sent together (one round), one per role tag of the
 * directory; each tag item carries the member's role. A club has a handful
 * of staff, so every page of both is read.
 */
export async function listColleagues(): Promise<Colleague[]> {
  const tags = await staffTagItems();
  return tags
    .map((item) => colleagueSchema.parse({ id: item.memberId, firstName: item.firstName, lastName: item.lastName, role: item.role }))
    .sort((a, b) => byName(displayName(a), displayName(b)));
}
