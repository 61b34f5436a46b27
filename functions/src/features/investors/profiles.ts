import { investorCardSchema, type Industry, type InvestorCard, type InvestorProfile, type InvestorType, type Member } from '@club/shared';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { profilesListed, type InvestorProfileEntity } from './entities/investor-profile.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { defined, findProfile, toProfile } from './records.js';

/** GET /api/investor-profile: the caller's profile, or null before Setup Investor Profile. */
export async function getOwnProfile(member: Member): Promise<InvestorProfile | null> {
  const item = await findProfile(member.id);
  return item ? toProfile(item) : null;
}

/**
 * GET /api/investor-profiles: Investor Network, active profiles newest
 * first; type and focus area are a filter expression (a filtered page can be
 * shorter than `limit`). One Query: the member's name, picture and LinkedIn
 * are copied onto the profile when it is saved.
 */
export async function listProfiles(
  query: PageRequest & { investorType?: InvestorType | undefined; focusArea?: Industry | undefined },
): Promise<Page<InvestorCard>> {
  const { limit, cursor, investorType, focusArea } = query;
  const conditions: Condition<InvestorProfileEntity>[] = [
    ...(investorType ? [{ attr: 'investorType', eq: investorType } as const] : []),
    ...(focusArea ? [{ attr: 'focusAreas', contains: focusArea } as const] : []),
  ];
  const filter = conditions.length > 1 ? { and: conditions } : conditions[0];
  const page = await readPage(cursor, () =>
    queryPage(investorData().investorProfiles, profilesListed('active'), { limit, cursor, ...(filter ? { filter } : {}) }),
  );
  const items = page.items.map((profile) => {
    // Profiles saved before the card was copied carry only `name`.
    const [first = '', ...rest] = profile.name.split(' ');
    return investorCardSchema.parse(
      defined({
        ...toProfile(profile),
        firstName: (profile.firstName as string | undefined) ?? first,
        lastName: (profile.lastName as string | undefined) ?? rest.join(' '),
        profileImageUrl: profile.profileImageUrl,
        linkedinUrl: profile.linkedinUrl,
        title: profile.memberTitle,
        companyName: profile.memberCompanyName,
        verified: profile.memberVerified,
      }),
    );
  });
  return { items, cursor: page.cursor };
}
