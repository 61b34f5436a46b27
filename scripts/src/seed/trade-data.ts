import { companyData } from '@club/functions/db/services/companies';
import { jobData } from '@club/functions/db/services/jobs';
import { memberData } from '@club/functions/db/services/members';
import { roomNightData } from '@club/functions/db/services/room-nights';
import { tradeData } from '@club/functions/db/services/trade';
import { MEMBER_IMAGES_MAX } from '@club/functions/db/entities/company';
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
 * timestamps, and `put` replaces an item with identical content.
 */
export async function seedTrade(): Promise<void> {
  const { companies, companyMembers } = companyData();
  const { members } = memberData();
  const { tradeListings } = tradeData();
  const { jobs } = jobData();
  const { roomNights } = roomNightData();
  const memberships = demoMemberships();
  await companyMembers.put(memberships.map((m, i) => ({ ...m, joinedAt: at(JUNE, i, 1) }))).go();

  // Listing cards show up to MEMBER_IMAGES_MAX member images per company: copy them onto the company.
  const { data: stored } = await members.get(demoMembers.map(({ id }) => ({ id }))).go();
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
  await Promise.all(demoCompanies.map((company) => companies.patch({ id: company.id }).set({ memberImages: imagesOf.get(company.id)! }).go()));

  // Listings and jobs carry the company snapshot their lists show, as the routes write them.
  const nameOf = new Map(demoCompanies.map((company) => [company.id, company.name]));
  const snapshot = (companyId: string) => ({ id: companyId, name: nameOf.get(companyId)! });
  await tradeListings
    .put(
      demoListings.map(({ poster, ...listing }, i) => ({
        ...listing,
        // The connector's country and INR order value (issue 15).
        ...listingConnectorFields[listing.id],
        postedBy: poster,
        company: { ...snapshot(listing.companyId), users: imagesOf.get(listing.companyId) ?? [] },
        createdAt: at(SEPTEMBER, i, 2.5),
      })),
    )
    .go();
  await jobs
    .put(
      demoJobs.map(({ poster, mailbox, ...job }, i) => ({
        ...job,
        applyEmail: `${mailbox}@${domainOf(job.companyId)}`,
        postedBy: poster,
        company: snapshot(job.companyId),
        createdAt: at(SEPTEMBER + 6 * 3_600_000, i, 4),
      })),
    )
    .go();
  await roomNights
    .put(demoRoomNights.map((night, i) => ({ ...night, status: 'available' as const, createdAt: at(NOVEMBER, i, 3) })))
    .go();
}
