import { introRequestFieldMask, pickFields, type Introduction, type IntroRole, type Member } from '@club/shared';
import { introPartiesOf, type IntroductionItem } from './entities/introduction.js';
import { membersByIds, type MemberItem } from '../members/index.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { networkUser } from './people.js';

// Apart from introductions.ts, so the route that lists introductions bundles none of the write builders.

/** An introduction as read, or as just written (`updatedAt` absent until its first transition). */
export type IntroView = Omit<IntroductionItem, 'updatedAt'> & { updatedAt?: string | undefined };

export const roleOf = (intro: IntroView, memberId: string): IntroRole | undefined =>
  intro.requesterId === memberId ? 'requester' : intro.introducerId === memberId ? 'introducer' : intro.targetUserId === memberId ? 'target' : undefined;

/** An introduction as a party sees it: the others named, e-mail where their contact visibility allows. */
export function toIntroduction(intro: IntroView, viewerId: string, people: Map<string, MemberItem>): Introduction {
  const party = (id: string) => {
    const person = people.get(id);
    // The introducer is a connection of both others by the rule that made the introduction.
    const connected = id === intro.introducerId || viewerId === intro.introducerId;
    return person ? networkUser(person, { connected }) : { id, firstName: 'Former', lastName: 'member' };
  };
  return {
    id: intro.id,
    status: intro.status,
    ...pickFields(intro, introRequestFieldMask),
    createdAt: intro.createdAt,
    // The library stamps every write; an introduction shows updatedAt once it moved on from pending.
    ...(intro.updatedAt && intro.status !== 'pending' ? { updatedAt: intro.updatedAt } : {}),
    requesterId: intro.requesterId,
    requester: party(intro.requesterId),
    targetUser: party(intro.targetUserId),
    introducer: party(intro.introducerId),
    ...(intro.introducerResponse ? { introducerResponse: intro.introducerResponse } : {}),
    ...(intro.targetResponse ? { targetResponse: intro.targetResponse } : {}),
    ...(intro.declinedBy ? { declinedBy: intro.declinedBy } : {}),
    isSuccessful: intro.isSuccessful,
    ...(intro.followUpAt ? { followUpAt: intro.followUpAt } : {}),
    myRole: roleOf(intro, viewerId) ?? 'requester',
  };
}

/** GET /api/network/intro-requests: newest first; one Query of pointers, then the introductions and the parties in parallel. */
export async function listIntroductions(member: Member, { role, limit, cursor }: PageRequest & { role?: IntroRole | undefined }): Promise<Page<Introduction>> {
  const { introParties, introductions } = networkData();
  const page = await readPage(cursor, () =>
    queryPage(introParties, introPartiesOf(member.id), { limit, cursor, ...(role ? { filter: { attr: 'role', eq: role } } : {}) }),
  );
  const ids = page.items.map((pointer) => pointer.introId);
  const [found, people] = await Promise.all([
    ids.length
      ? getMany(
          introductions,
          ids.map((id) => ({ id })),
        )
      : [],
    membersByIds(page.items.flatMap((pointer) => [pointer.requesterId, pointer.introducerId, pointer.targetUserId])),
  ]);
  const byId = new Map(found.map((intro) => [intro.id, intro]));
  return {
    items: ids.flatMap((id) => {
      const intro = byId.get(id);
      return intro ? [toIntroduction(intro, member.id, people)] : [];
    }),
    cursor: page.cursor,
  };
}
