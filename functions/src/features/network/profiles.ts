import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import type { MemberItem } from '../members/entities/member.js';
import { postsByAuthor } from '../forums/entities/member-post.js';
import { tradeListingsOfCompany } from '../marketplace/entities/trade-listing.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { companyData } from '../companies/data.js';
import { forumData } from '../forums/data.js';
import { networkData } from './data.js';
import { marketplaceData } from '../marketplace/data.js';
import { interestsOf } from './interests.js';

/** How many of a member's newest posts and their company's newest listings say what they are into. */
const RECENT = 50;

/** A member's interest tags read live: their recent posts' topics, chapters, company industry and HS codes (2 rounds). */
export async function computeInterests(member: MemberItem): Promise<string[]> {
  const { memberPosts, posts } = forumData();
  const { tradeListings } = marketplaceData();
  const [pointers, company, listings] = await Promise.all([
    queryPage(memberPosts, postsByAuthor(member.id), { limit: RECENT }),
    member.companyId ? companyData().companies.build(GetItemCommand).key({ id: member.companyId }).send() : undefined,
    member.companyId ? queryPage(tradeListings, tradeListingsOfCompany(member.companyId), { limit: RECENT }) : undefined,
  ]);
  const postIds = [...new Set(pointers.items.map((pointer) => pointer.postId))];
  const found = postIds.length ? await getMany(posts, postIds.map((id) => ({ id }))) : [];
  return interestsOf({
    topics: found.map((post) => post.topicTag),
    chapters: member.chapters,
    industry: company?.Item?.industry,
    hsCodes: [...(company?.Item?.hsCodes ?? []), ...(listings?.items ?? []).map((listing) => listing.hsCode)],
  });
}

/** Interest tags of the given members: their stored profiles, computed and stored for those without one. */
export async function ensureInterests(members: MemberItem[]): Promise<Map<string, string[]>> {
  const { networkProfiles } = networkData();
  const ids = [...new Set(members.map((member) => member.id))];
  const stored = ids.length ? await getMany(networkProfiles, ids.map((memberId) => ({ memberId }))) : [];
  const interests = new Map(stored.map((profile) => [profile.memberId, profile.interests]));
  await Promise.all(
    members
      .filter((member) => !interests.has(member.id))
      .map(async (member) => {
        const computed = await computeInterests(member);
        interests.set(member.id, computed);
        await networkProfiles.build(PutItemCommand).item({ memberId: member.id, interests: computed, computedAt: new Date().toISOString() }).send();
      }),
  );
  return interests;
}
