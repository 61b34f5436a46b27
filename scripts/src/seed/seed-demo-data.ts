import { putAll } from '@club/functions/platform/db/batch-write';
import { getMany } from '@club/functions/platform/db/get-together';
import { companyData } from '@club/functions/features/companies/data';
import { recordPublishedTables } from '@club/functions/features/exchange-rates/published';
import { memberData } from '@club/functions/features/members/data';
import { demoCompanies, demoMembers, demoStaff } from './demo-data.js';
import { seedCulture } from './culture-data.js';
import { DEMO_DEAL_IDS, seedDealRooms } from './deal-rooms.js';
import { seedDealRoomFiles } from './deal-room-files.js';
import { seedEvents } from './events-data.js';
import { seedForums } from './forums-data.js';
import { seedInvestors } from './investors-data.js';
import { seedDemoMails } from './mail-data.js';
import { rebuildDerivedData, rebuildReputations } from './members-data.js';
import { seedMessages } from './messages-data.js';
import { seedMessageReports } from './message-reports-data.js';
import { seedNetwork } from './network-data.js';
import { seedNotifications } from './notifications-data.js';
import { seedOperations } from './operations-data.js';
import { seedTrade } from './trade-data.js';
import { seedTradeAssistance } from './trade-assistance-data.js';

/** Fixed timestamps, spread over the past months, so re-seeding writes identical items. */
const seededAt = (index: number): string => new Date(Date.UTC(2026, 5, 1) + index * 3 * 86_400_000).toISOString();

/**
 * Writes the demo companies, members and the club's staff and admin.
 * Idempotent: fixed ids and timestamps, and `put` replaces an item with the
 * same content, so running it again changes nothing and duplicates nothing.
 * Members who changed their own profile (or whose role an admin changed) keep
 * it: existing members are left alone.
 */
export async function seedDemoData(): Promise<{ companies: number; members: number }> {
  const { companies } = companyData();
  const { members } = memberData();
  await putAll(
    companies,
    demoCompanies.map((company, i) => ({ ...company, createdAt: seededAt(i), updatedAt: seededAt(i) })),
  );
  const demo = [
    ...demoMembers.map((member, i) => ({
      id: member.id,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      companyId: member.companyId,
      companyName: demoCompanies.find((company) => company.id === member.companyId)?.name,
      title: member.title,
      badges: member.badges,
      chapters: member.chapters,
      linkedinUrl: `https://www.linkedin.com/in/${member.linkedinSlug}`,
      role: 'member' as const,
      createdAt: seededAt(i),
      updatedAt: seededAt(i),
      ...(member.verified ? { verifiedAt: seededAt(i + 1) } : {}),
      // Demo members have been here before: their home says "Welcome back".
      firstSeenAt: seededAt(i),
    })),
    // The club's people joined before its first members.
    ...demoStaff.map((person, i) => ({
      ...person,
      badges: [],
      chapters: [],
      createdAt: seededAt(i - demoStaff.length),
      updatedAt: seededAt(i - demoStaff.length),
      verifiedAt: seededAt(0),
      firstSeenAt: seededAt(i - demoStaff.length),
    })),
  ];
  const existing = await getMany(
    members,
    demo.map(({ id }) => ({ id })),
  );
  const present = new Set(existing.map((member) => member.id));
  const missing = demo.filter((member) => !present.has(member.id));
  if (missing.length) await putAll(members, missing);
  await seedTrade();
  // Before the demo requests: their quotes convert with the table in force on their date.
  await recordPublishedTables('seed');
  await seedTradeAssistance();
  await seedForums();
  await rebuildDerivedData();
  await seedEvents();
  // Last: the network's nudges come from the real job, which reads everything above.
  await seedNetwork();
  // After the network: match scores read the seeded ties.
  await seedInvestors();
  // After the network, trade and investors: a thread's reasons are the ties, matches and trade connections between its members.
  await seedMessages();
  // On a seeded thread: the staff console's message-reports queue.
  await seedMessageReports();
  // On the demo opportunities: their deals, rooms, grants and requests.
  await seedDealRooms();
  // Their rooms' generated PDFs (into the local S3 server) and the grantees' visits.
  await seedDealRoomFiles(DEMO_DEAL_IDS);
  // Cultural requests, CM slots, requests and dashboard content.
  await seedCulture();
  // After every feature's data: the demo members are told what it says happened to them.
  await seedNotifications();
  // The club team's tickets, darshan plans and audit trail.
  await seedOperations();
  // Last: reputations count what everything above wrote (room nights, jobs, rated tickets).
  await rebuildReputations();
  // After the nudges, events and posts the digests list: the demo mails the local mailbox shows.
  await seedDemoMails();
  return { companies: demoCompanies.length, members: demoMembers.length + demoStaff.length };
}
