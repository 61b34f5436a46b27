import { putAll } from '@club/functions/platform/db/batch-write';
import { COMPANIES } from '@club/functions/features/companies/entities/company';
import { ALL_JOBS } from '@club/functions/features/jobs/entities/job';
import { ADMINS_GUARD } from '@club/functions/platform/db/entities/guard';
import { MEMBERS } from '@club/functions/features/members/entities/member';
import { TRADE_LISTINGS } from '@club/functions/features/marketplace/entities/trade-listing';
import { queryAll } from '@club/functions/platform/db/pages';
import { companyData } from '@club/functions/features/companies/data';
import { counterData } from '@club/functions/features/stats/data';
import { jobData } from '@club/functions/features/jobs/data';
import { memberData } from '@club/functions/features/members/data';
import { marketplaceData } from '@club/functions/features/marketplace/data';
import { memberTagItems } from '@club/functions/features/members/directory-writes';
import { ticketRatingsOf } from '@club/functions/features/concierge/ratings';
import { recomputeReputation } from '@club/functions/features/members/reputation-writes';
import { CLUB_SCOPE, memberScope } from '@club/functions/features/stats/counters';

/** Every member, newest first (the member entity's gsi1 partition). */
const ALL_MEMBERS = { index: 'gsi1', partition: MEMBERS } as const;

/**
 * Rebuilds what is derived from the data after seeding: every member's
 * directory tags, every club and per-member counter and the admin guard. Counting from the
 * stored items (not the demo lists) keeps them exact when members added data
 * before a re-seed. Seeding is not a request path, so reading whole indexes is fine here.
 */
export async function rebuildDerivedData(): Promise<void> {
  const { members, memberTags, guards } = memberData();
  const { companies } = companyData();
  const { tradeListings } = marketplaceData();
  const { jobs } = jobData();
  const { counters } = counterData();
  const memberList = await queryAll(members, ALL_MEMBERS);
  // Tags: the same items a profile change writes (counters are recounted below).
  for (const member of memberList) {
    await putAll(memberTags, await memberTagItems(member));
  }

  const club = new Map<string, number>();
  const add = (name: string, by = 1) => club.set(name, (club.get(name) ?? 0) + by);
  club.set('members', memberList.length);
  club.set('verifiedMembers', memberList.filter((m) => m.verifiedAt).length);
  for (const member of memberList) for (const chapter of member.chapters) add(`chapter#${chapter}`);
  const companyList = await queryAll(companies, COMPANIES);
  club.set('companies', companyList.length);
  for (const company of companyList) add(`country#${company.country}`);

  const own = new Map<string, Map<string, number>>();
  const addOwn = (memberId: string, name: string) => {
    const counts = own.get(memberId) ?? new Map<string, number>();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    own.set(memberId, counts);
  };
  const listings = await queryAll(tradeListings, TRADE_LISTINGS);
  club.set('listings', listings.length);
  for (const listing of listings) {
    add(`listings#${listing.kind}`);
    addOwn(listing.postedBy, 'listings');
  }
  const jobList = await queryAll(jobs, ALL_JOBS);
  club.set('jobs', jobList.length);
  for (const job of jobList) {
    add(`jobs#level#${job.level}`);
    add(`jobs#remote#${job.remoteOptions}`);
    addOwn(job.postedBy, 'jobs');
  }
  const clubCounts = [...club].map(([name, count]) => ({ scope: CLUB_SCOPE, name, count }));
  const memberCounts = [...own].flatMap(([memberId, counts]) => [...counts].map(([name, count]) => ({ scope: memberScope(memberId), name, count })));
  await putAll(counters, [...clubCounts, ...memberCounts]);
  // The admin guard counts the admins as stored, like the counters above (writeMember keeps it from here on).
  await putAll(guards, [{ name: ADMINS_GUARD, count: memberList.filter((m) => m.role === 'admin').length }]);
}

/** Computes and stores every member's reputation from the seeded data (the staff console shows it). */
export async function rebuildReputations(): Promise<void> {
  const memberList = await queryAll(memberData().members, ALL_MEMBERS);
  for (const member of memberList) await recomputeReputation(member.id, ticketRatingsOf);
}
