import type { InvestorProfile, InvestorProfileParsed, Member } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import type { InvestorProfileItem } from './entities/investor-profile.js';
import { investorData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { logger } from '../../platform/lib/logger.js';
import { proposeForProfile } from './proposals.js';
import { defined, findProfile, memberName, nextUpdatedAt, toProfile } from './records.js';
import { clubBumps } from './stats.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';

// Apart from profiles.ts, so the routes that only read investor profiles bundle none of the write builders.

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
