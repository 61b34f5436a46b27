import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { INVESTOR_TYPES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, keyFollowing } from '../../../platform/db/keys.js';

/** Whether a profile is in the Investor Network (kept with `isActive`). */
export const PROFILE_LISTINGS = ['active', 'inactive'] as const;

/** Investor Network: listed (or unlisted) profiles, newest first. */
export const profilesListed = (listing: string) => ({ index: 'gsi1', partition: key('INVESTOR_PROFILES', listing) }) as const;

const schema = item({
  userId: string().key(),
  investorType: string().enum(...INVESTOR_TYPES),
  fundName: string().optional(),
  minInvestment: number().optional(),
  maxInvestment: number().optional(),
  aum: number().optional(),
  focusAreas: list(string()).default(() => []),
  preferredStages: list(string()).default(() => []),
  checkSize: number().optional(),
  thesis: string().optional(),
  portfolio: list(string()).default(() => []),
  geography: list(string()).default(() => []),
  isAccredited: boolean().default(false),
  isActive: boolean(),
  listing: string().enum(...PROFILE_LISTINGS),
  /** The member's card when the profile was last saved (Investor Network, match cards, View Interest). */
  name: string(),
  firstName: string(),
  lastName: string(),
  profileImageUrl: string().optional(),
  linkedinUrl: string().optional(),
  memberTitle: string().optional(),
  memberCompanyName: string().optional(),
  memberVerified: boolean().optional(),
  gsi1pk: keyFollowing('listing', (item) => profilesListed(item.listing as string).partition),
  gsi1sk: creationKey('userId'),
});

/**
 * A member's investor profile, one per member, in the member's
 * partition. `updatedAt` is the optimistic lock of saves, which move the
 * club's profile counter when a profile becomes active or inactive.
 */
export const investorProfileEntity = () =>
  new Entity({
    name: 'investorProfile',
    table: clubTable,
    schema,
    computeKey: ({ userId }) => ({ pk: key('MEMBER', userId), sk: 'INVESTOR_PROFILE' }),
    timestamps: TIMESTAMPS,
  });

export type InvestorProfileEntity = ReturnType<typeof investorProfileEntity>;
export type InvestorProfileItem = FormattedItem<InvestorProfileEntity>;
