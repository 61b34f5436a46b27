import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { putAll } from '@club/functions/platform/db/batch-write';
import { MEMBER_IMAGES_MAX } from '@club/functions/features/companies/entities/company';
import { getMany } from '@club/functions/platform/db/get-together';
import { companyData } from '@club/functions/features/companies/data';
import { jobData } from '@club/functions/features/jobs/data';
import { memberData } from '@club/functions/features/members/data';
import { roomNightData } from '@club/functions/features/room-nights/data';
import { marketplaceData } from '@club/functions/features/marketplace/data';
import { demoCompanies, demoMembers } from './demo-data.js';
import { demoJobs, demoListings, demoRoomNights, secondMemberships } from './trade-demo-items.js';
import { listingConnectorFields } from './trade-assistance-items.js';

const DAY = 86_400_000;
/** Fixed timestamps so re-seeding writes identical items: memberships from June, listings and jobs from September 2026. */
const at = (start: number, index: number, stepDays: number): string => new Date(start + index * stepDays * DAY).toISOString();
const JUNE = Date.UTC(2026, 5, 1, 9);
const SEPTEMBER = Date.UTC(2026, 8, 1, 10, 30);
const NOVEMBER = Date.UTC(2026, 10, 1, 8);

const domainOf = (companyId: string): string => {
  const company = demoCompanies.find((c) => c.id === companyId);
  if (!company) throw new Error(`Unknown demo company ${companyId}`);
  return new URL(company.website).hostname;
};

/** Every demo member in their own company, then the second companies. */
export const demoMemberships = (): { companyId: string; memberId: string }[] => [
  ...demoMembers.map((member) => ({ companyId: member.companyId, memberId: member.id })),
  ...secondMemberships,
];

/**
 * Writes company memberships (and each company's denormalised member
 * images), trade listings, jobs and room nights. Idempotent: fixed ids and
 * timestamps (updatedAt too, so the library stamps no new time), and `put`
 * replaces an item with identical content.
 */
export async function seedTrade(): Promise<void> {
  const { companies, companyMembers } = companyData();
  const { members } = memberData();
  const { tradeListings } = marketplaceData();
  const { jobs } = jobData();
  const { roomNights } = roomNightData();
  const memberships = demoMemberships();
  await putAll(
    companyMembers,
    memberships.map((m, i) => ({ ...m, joinedAt: at(JUNE, i, 1), createdAt: at(JUNE, i, 1), updatedAt: at(JUNE, i, 1) })),
  );

  // Listing cards show up to MEMBER_IMAGES_MAX member images per company: copy them onto the company.
  const stored = await getMany(
    members,
    demoMembers.map(({ id }) => ({ id })),
  );
  const imageOf = new Map(stored.map((member) => [member.id, member.profileImageUrl]));
  const imagesOf = new Map(
    demoCompanies.map((company) => [
      company.id,
      memberships
        .filter((m) => m.companyId === company.id)
        .slice(0, MEMBER_IMAGES_MAX)
        .map(({ memberId }) => {
          const profileImageUrl = imageOf.get(memberId);
          return { id: memberId, ...(profileImageUrl ? { profileImageUrl } : {}) };
        }),
    ]),
  );
  await Promise.all(
    demoCompanies.map((company) =>
      companies
        .build(UpdateItemCommand)
        // The fixed stamp of the images: a re-seed leaves the company as it was.
        .item({ id: company.id, memberImages: $set(imagesOf.get(company.id)!), updatedAt: at(JUNE, 0, 1) })
        .options({ condition: { attr: 'id', exists: true } })
        .send(),
    ),
  );

  // Listings and jobs carry the company snapshot their lists show, as the routes write them.
  const nameOf = new Map(demoCompanies.map((company) => [company.id, company.name]));
  const snapshot = (companyId: string) => ({ id: companyId, name: nameOf.get(companyId)! });
  await putAll(
    tradeListings,
    demoListings.map(({ poster, ...listing }, i) => ({
      ...listing,
      // The connector's country and INR order value.
      ...listingConnectorFields[listing.id],
      postedBy: poster,
      company: { ...snapshot(listing.companyId), users: imagesOf.get(listing.companyId) ?? [] },
      createdAt: at(SEPTEMBER, i, 2.5),
      updatedAt: at(SEPTEMBER, i, 2.5),
    })),
  );
  await putAll(
    jobs,
    demoJobs.map(({ poster, mailbox, ...job }, i) => ({
      ...job,
      applyEmail: `${mailbox}@${domainOf(job.companyId)}`,
      postedBy: poster,
      company: snapshot(job.companyId),
      createdAt: at(SEPTEMBER + 6 * 3_600_000, i, 4),
      updatedAt: at(SEPTEMBER + 6 * 3_600_000, i, 4),
    })),
  );
  await putAll(
    roomNights,
    demoRoomNights.map((night, i) => ({ ...night, status: 'available' as const, createdAt: at(NOVEMBER, i, 3), updatedAt: at(NOVEMBER, i, 3) })),
  );
}
