import type { MemberItem } from '../../db/entities/member.js';
import { companyData } from '../../db/services/companies.js';
import { forumData } from '../../db/services/forums.js';
import { networkData } from '../../db/services/network.js';
import { tradeData } from '../../db/services/trade.js';
import { interestsOf } from './interests.js';

/** How many of a member's newest posts and their company's newest listings say what they are into. */
const RECENT = 50;

/** A member's interest tags read live: their recent posts' topics, chapters, company industry and HS codes (2 rounds). */
export async function computeInterests(member: MemberItem): Promise<string[]> {
  const { memberPosts, posts } = forumData();
  const [pointers, company, listings] = await Promise.all([
    memberPosts.query.byAuthor({ authorId: member.id }).go({ limit: RECENT, order: 'desc' }),
    member.companyId ? companyData().companies.get({ id: member.companyId }).go() : undefined,
    member.companyId ? tradeData().tradeListings.query.byCompany({ companyId: member.companyId }).go({ limit: RECENT, order: 'desc' }) : undefined,
  ]);
  const postIds = [...new Set(pointers.data.map((pointer) => pointer.postId))];
  const found = postIds.length ? (await posts.get(postIds.map((id) => ({ id }))).go()).data : [];
  return interestsOf({
    topics: found.map((post) => post.topicTag),
    chapters: member.chapters,
    industry: company?.data?.industry,
    hsCodes: [...(company?.data?.hsCodes ?? []), ...(listings?.data ?? []).map((listing) => listing.hsCode)],
  });
}

/** Interest tags of the given members: their stored profiles, computed and stored for those without one. */
export async function ensureInterests(members: MemberItem[]): Promise<Map<string, string[]>> {
  const { networkProfiles } = networkData();
  const ids = [...new Set(members.map((member) => member.id))];
  const stored = ids.length ? (await networkProfiles.get(ids.map((memberId) => ({ memberId }))).go()).data : [];
  const interests = new Map(stored.map((profile) => [profile.memberId, profile.interests]));
  await Promise.all(
    members
      .filter((member) => !interests.has(member.id))
      .map(async (member) => {
        const computed = await computeInterests(member);
        interests.set(member.id, computed);
        await networkProfiles.put({ memberId: member.id, interests: computed, computedAt: new Date().toISOString() }).go();
      }),
  );
  return interests;
}
