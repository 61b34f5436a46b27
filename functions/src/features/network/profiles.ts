import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { findCompany } from '../companies/index.js';
import { recentTopicsOf } from '../forums/index.js';
import { recentHsCodesOfCompany } from '../marketplace/index.js';
import type { MemberItem } from '../members/index.js';
import { getMany } from '../../platform/db/get-together.js';
import { networkData } from './data.js';
import { interestsOf } from './interests.js';

/** How many of a member's newest posts and their company's newest listings say what they are into. */
const RECENT = 50;

/** A member's interest tags read live: their recent posts' topics, chapters, company industry and HS codes (2 rounds). */
export async function computeInterests(member: MemberItem): Promise<string[]> {
  const [topics, company, listedHsCodes] = await Promise.all([
    recentTopicsOf(member.id, RECENT),
    member.companyId ? findCompany(member.companyId) : undefined,
    member.companyId ? recentHsCodesOfCompany(member.companyId, RECENT) : [],
  ]);
  return interestsOf({
    topics,
    chapters: member.chapters,
    industry: company?.industry,
    hsCodes: [...(company?.hsCodes ?? []), ...listedHsCodes],
  });
}

/** Interest tags of the given members: their stored profiles, computed and stored for those without one. */
export async function ensureInterests(members: MemberItem[]): Promise<Map<string, string[]>> {
  const { networkProfiles } = networkData();
  const ids = [...new Set(members.map((member) => member.id))];
  const stored = ids.length
    ? await getMany(
        networkProfiles,
        ids.map((memberId) => ({ memberId })),
      )
    : [];
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
