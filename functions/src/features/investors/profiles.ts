import {
  investorCardSchema,
  type Industry,
  type InvestorCard,
  type InvestorProfile,
  type InvestorProfileParsed,
  type InvestorType,
  type Member,
} from '@club/shared';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { profilesListed, type InvestorProfileEntity, type InvestorProfileItem } from './entities/investor-profile.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { logger } from '../../platform/lib/logger.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { proposeForProfile } from './proposals.js';
import { defined, findProfile, memberName, nextUpdatedAt, toProfile } from './records.js';
import { clubBumps } from './stats.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';

/** GET /api/investor-profile: the caller's profile, or null before Setup Investor Profile. */
export async function getOwnProfile(member: Member): Promise<InvestorProfile | null> {
  const item = await findProfile(member.id);
  return item ? toProfile(item) : null;
}

/**
 * PUT /api/investor-profile: the whole form replaces the profile (fields left
 * out are cleared), conditioned on the version read (none for a first save),
 * with the club's profile counter moved when it becomes active or inactive.
 * Then its matches are re-scored and fitting opportunities proposed.
 */
export async function saveProfile(member: Member, input: InvestorProfileParsed): Promise<InvestorProfile> {
  const { investorProfiles } = investorData();
  const saved = await retryOnContention(async () => {
    const current = await findProfile(member.id, true);
    const now = new Date().toISOString();
    const item: InvestorProfileItem = defined({
      ...input,
      userId: member.id,
      listing: input.isActive ? ('active' as const) : ('inactive' as const),
      name: memberName(member),
      firstName: member.firstName,
      lastName: member.lastName,
      profileImageUrl: member.profileImageUrl,
      linkedinUrl: member.linkedinUrl,
      memberTitle: member.title,
      memberCompanyName: member.companyName,
      memberVerified: Boolean(member.verifiedAt),
      createdAt: current?.createdAt ?? now,
      updatedAt: nextUpdatedAt(current?.updatedAt),
    });
    const delta = (item.isActive ? 1 : 0) - (current?.isActive ? 1 : 0);
    const written = await writeTransaction(
      [
        {
          name: 'profile',
          write: investorProfiles
            .build(PutTransaction)
            .item(item)
            .options({ condition: current ? { attr: 'updatedAt', eq: current.updatedAt } : { attr: 'userId', exists: false } }),
        },
        ...clubBumps({ profiles: delta }),
      ],
      { profile: 'accept' },
    );
    return written ? item : READ_AGAIN;
  });
  try {
    await proposeForProfile(saved);
  } catch (error) {
    logger.warn('Match proposals for an investor profile failed', { userId: member.id, error: error as Error });
  }
  return toProfile(saved);
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
