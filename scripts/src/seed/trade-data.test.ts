import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { JOB_LEVELS, jobSchema, roomNightSchema, tradeListingSchema } from '@club/shared';
import { COMPANIES } from '@club/functions/features/companies/entities/company';
import { membersOfCompany } from '@club/functions/features/companies/entities/company-member';
import { ALL_JOBS } from '@club/functions/features/jobs/entities/job';
import { MEMBERS } from '@club/functions/features/members/entities/member';
import { roomNightsInStatus } from '@club/functions/features/room-nights/entities/room-night';
import { TRADE_LISTINGS } from '@club/functions/features/marketplace/entities/trade-listing';
import { queryAll } from '@club/functions/platform/db/pages';
import { companyData } from '@club/functions/features/companies/data';
import { jobData } from '@club/functions/features/jobs/data';
import { memberData } from '@club/functions/features/members/data';
import { roomNightData } from '@club/functions/features/room-nights/data';
import { marketplaceData } from '@club/functions/features/marketplace/data';
import { seedDemoData } from './seed-demo-data.js';

beforeAll(() => useSeededDemoTable('seed-trade'));

const all = async () => {
  const { companies, companyMembers } = companyData();
  const { tradeListings } = marketplaceData();
  const { jobs } = jobData();
  const { roomNights } = roomNightData();
  const { members } = memberData();
  const companyList = await queryAll(companies, COMPANIES);
  return {
    companies: companyList,
    members: await queryAll(members, { index: 'gsi1', partition: MEMBERS }),
    memberships: (await Promise.all(companyList.map((c) => queryAll(companyMembers, membersOfCompany(c.id))))).flat(),
    listings: await queryAll(tradeListings, TRADE_LISTINGS),
    jobs: await queryAll(jobs, ALL_JOBS),
    roomNights: await queryAll(roomNights, roomNightsInStatus('available')),
  };
};

describe('seedTrade', () => {
  it('seeds companies, memberships, listings, jobs and room nights that read back in the API shapes', async () => {
    const data = await all();

    expect(data.companies.length).toBeGreaterThanOrEqual(20);
    const belongs = new Set(data.memberships.map((m) => `${m.companyId}|${m.memberId}`));
    // Club staff and admins work for the club, not a member company.
    for (const member of data.members.filter((m) => m.companyId)) expect(belongs.has(`${member.companyId}|${member.id}`), member.id).toBe(true);
    expect(data.memberships.length).toBeGreaterThan(data.members.length);

    expect(data.listings.length).toBeGreaterThanOrEqual(24);
    expect(new Set(data.listings.map((l) => l.kind))).toEqual(new Set(['export', 'import']));
    const companyById = new Map(data.companies.map((c) => [c.id, c]));
    for (const listing of data.listings) {
      expect(belongs.has(`${listing.companyId}|${listing.postedBy}`), listing.id).toBe(true);
      const company = companyById.get(listing.companyId)!;
      expect(company.memberImages.length, company.id).toBeGreaterThan(0);
      tradeListingSchema.parse({ ...listing, company: { id: company.id, name: company.name, users: company.memberImages } });
    }

    expect(data.jobs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(data.jobs.map((j) => j.level))).toEqual(new Set(JOB_LEVELS));
    for (const job of data.jobs) {
      expect(belongs.has(`${job.companyId}|${job.postedBy}`), job.id).toBe(true);
      expect(job.applyEmail.endsWith(`@${new URL(companyById.get(job.companyId)!.website!).hostname}`), job.id).toBe(true);
      jobSchema.parse({ ...job, company: { id: job.companyId, name: companyById.get(job.companyId)!.name } });
    }

    expect(data.roomNights.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.roomNights.map((r) => r.action))).toEqual(new Set(['donate', 'swap', 'sell']));
    for (const night of data.roomNights) roomNightSchema.parse(night);
  });

  it('is idempotent', async () => {
    const before = await all();
    await seedDemoData();
    const after = await all();
    // Without updatedAt: items seeded elsewhere (companies, members) get the library's stamp on every put.
    const unstamped = (items: object[]) => items.map(({ updatedAt: _u, ...rest }: { updatedAt?: string }) => rest);
    for (const key of Object.keys(before) as (keyof typeof before)[]) expect(unstamped(after[key]), key).toEqual(unstamped(before[key]));
  });
});
