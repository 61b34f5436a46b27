import { colleagueSchema, type Colleague, displayName } from '@club/shared';
import { membersTagged } from '../members/entities/member-tag.js';
import { queryAll } from '../../platform/db/pages.js';
import { memberData } from '../members/data.js';
import { roleTag } from '../members/index.js';

/**
 * GET /api/staff/colleagues: the members a ticket can be assigned to, by
 * name. Two Queries sent together (one round), one per role tag of the
 * directory; each tag item carries the member's role. A club has a handful
 * of staff, so every page of both is read.
 */
export async function listColleagues(): Promise<Colleague[]> {
  const { memberTags } = memberData();
  const byRole = await Promise.all((['staff', 'admin'] as const).map((role) => queryAll(memberTags, membersTagged(roleTag(role)))));
  return byRole
    .flatMap((data) => data.map((item) => colleagueSchema.parse({ id: item.memberId, firstName: item.firstName, lastName: item.lastName, role: item.role })))
    .sort((a, b) => displayName(a).localeCompare(displayName(b)));
}
