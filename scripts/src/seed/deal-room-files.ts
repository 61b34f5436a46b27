import { createHash } from 'node:crypto';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { displayName } from '@club/shared';
import { config } from '@club/functions/platform/config';
import { putAll } from '@club/functions/platform/db/batch-write';
import { dealRoomData } from '@club/functions/features/deal-rooms/data';
import { investorData } from '@club/functions/features/investors/data';
import type { DealItem } from '@club/functions/features/deal-rooms/entities/deal';
import { filesOfDeal, type RoomFileItem } from '@club/functions/features/deal-rooms/entities/room-file';
import { grantsOfDeal, type RoomGrantItem } from '@club/functions/features/deal-rooms/entities/room-grant';
import type { RoomLogItem } from '@club/functions/features/deal-rooms/entities/room-log';
import { isConditionFailed } from '@club/functions/platform/db/errors';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { demoCapTable, demoFinancialSummary, demoPitchDeck, type DemoDealFacts } from '@club/functions/dev/demo-pdfs';
import { DEMO_DEAL_STORIES, type DemoStoryDealId } from './deal-stories.js';
import { ROOM_OBJECT_PREFIX } from '@club/functions/platform/files/keys';
import { putObject } from '@club/functions/platform/files/objects';

const HOUR = 3_600_000;
/** The demo readers' browsers, as real ones send them (the access log names them 'Chrome on macOS', 'Safari on iOS'). */
const DEMO_USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
] as const;
const iso = (ms: number) => new Date(ms).toISOString();
/** Stable made-up hex: the same ids and object keys on every seed. */
const hex = (...parts: string[]) =>
  createHash('sha256')
    .update(['demo', ...parts].join(':'))
    .digest('hex')
    .slice(0, 32);
/** A log id in the shape the API makes (its time in base 36, then 128 bits), so page reads would find a seeded view. */
const logId = (at: string, ...parts: string[]) => `${Date.parse(at).toString(36)}-${hex('log', ...parts)}`;

const factsOf = (deal: DealItem): DemoDealFacts => ({
  title: deal.title,
  founderName: displayName(deal.founder),
  description: deal.description,
  stage: deal.stage,
  industry: deal.industry,
  raiseSizeTarget: deal.raiseSizeTarget,
  valuation: deal.valuation,
  currency: deal.currency,
  ...(deal.id in DEMO_DEAL_STORIES ? { story: DEMO_DEAL_STORIES[deal.id as DemoStoryDealId] } : {}),
});

/** The three documents of a demo room: the deck (8 pages), a one-page financial summary, a cap table. */
const documentsOf = (deal: DealItem) =>
  [
    { slug: 'deck', name: `${deal.title} pitch deck.pdf`, category: 'pitch_deck', make: demoPitchDeck, pages: 8 },
    { slug: 'financials', name: 'Financial summary.pdf', category: 'financials', make: demoFinancialSummary, pages: 1 },
    { slug: 'cap-table', name: 'Cap table.pdf', category: 'legal', make: demoCapTable, pages: 1 },
  ] as const;

/**
 * The demo rooms' files: for each deal (ids from the deals' own seed), the
 * generated PDFs put into the local S3 server and the room (version 1 each,
 * the deck as the deal's and opportunity's pitch deck), then an access log
 * of views and page reads by the members the room was granted to, before
 * their grant ran out, with the readings the analytics sum. Idempotent: a
 * room that already has files is left alone. Without the local S3 server
 * (the bench, tests that seed only the table) there is nowhere to put the
 * bytes, so nothing is written.
 */
export async function seedDealRoomFiles(dealIds: readonly string[]): Promise<{ rooms: number; files: number }> {
  if (!config.s3Endpoint || !dealIds.length) return { rooms: 0, files: 0 };
  const data = dealRoomData();
  const deals = await getMany(
    data.deals,
    dealIds.map((id) => ({ id })),
  );
  let rooms = 0;
  let files = 0;
  for (const deal of deals) {
    if ((await queryAll(data.roomFiles, filesOfDeal(deal.id))).length) continue;
    const seeded = await seedFiles(deal);
    await seedLog(deal, seeded, await queryAll(data.roomGrants, grantsOfDeal(deal.id)));
    rooms += 1;
    files += seeded.length;
  }
  return { rooms, files };
}

async function seedFiles(deal: DealItem): Promise<(RoomFileItem & { pages: number })[]> {
  const data = dealRoomData();
  const facts = factsOf(deal);
  const opened = Date.parse(deal.createdAt);
  const made = await Promise.all(
    documentsOf(deal).map(async (document, index) => {
      const bytes = await document.make(facts);
      const objectKey = `${ROOM_OBJECT_PREFIX}${deal.id}/${hex(deal.id, document.slug)}`;
      // The keys are stable, so a room seeded again writes over its earlier bytes.
      await putObject(objectKey, bytes, 'application/pdf', { replace: true });
      const at = iso(opened + (index + 1) * HOUR);
      const file: RoomFileItem = {
        dealId: deal.id,
        id: `${deal.id}-${document.slug}`,
        name: document.name,
        nameKey: document.name.toLowerCase(),
        category: document.category,
        contentType: 'application/pdf',
        size: bytes.length,
        version: 1,
        objectKey,
        uploadedBy: deal.founder,
        uploadedAt: at,
        createdAt: at,
        updatedAt: at,
      };
      return { ...file, pages: document.pages };
    }),
  );
  await putAll(
    data.roomFiles,
    made.map(({ pages: _pages, ...file }) => file),
  );
  await putAll(
    data.roomFileNames,
    made.map((file) => ({ dealId: deal.id, nameKey: file.nameKey, latestVersion: 1, latestFileId: file.id })),
  );
  const deck = made[0]!;
  await data.deals
    .build(UpdateItemCommand)
    .item({ id: deal.id, bytesUsed: $add(made.reduce((sum, file) => sum + file.size, 0)), fileCount: $add(made.length), pitchDeckFileId: deck.id })
    .send();
  // A deal's id is its opportunity's: View Pitch opens the deck (a deal seeded without its opportunity has none to update).
  await investorData()
    .opportunities.build(UpdateItemCommand)
    .item({ id: deal.id, pitchDeckFileId: deck.id })
    .options({ condition: { attr: 'id', exists: true } })
    .send()
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
  return made;
}

/** Views with page reads, in the hours after each grant and before it ran out (an expired grant's visits are from its live days). */
async function seedLog(deal: DealItem, files: (RoomFileItem & { pages: number })[], grants: RoomGrantItem[]): Promise<void> {
  const data = dealRoomData();
  const entries: Omit<RoomLogItem, 'createdAt' | 'updatedAt'>[] = [];
  const readings = new Map<
    string,
    { memberId: string; member: RoomGrantItem['member']; file: RoomFileItem; opens: number; pages: Set<number>; totalMs: number; lastVisit: string }
  >();
  grants.forEach((grant, g) => {
    const start = Date.parse(grant.grantedAt);
    const lastDay = Date.parse(`${grant.expiresOn}T12:00:00Z`);
    // The deck and the summary for everyone; the cap table for the first grantee.
    const opened = files.filter((_, n) => n < 2 || g === 0);
    opened.forEach((file, n) => {
      const at = iso(Math.min(start + (n + 1) * 5 * HOUR, lastDay, Date.now() - HOUR));
      const source = { ipAddress: `203.0.113.${10 + g}`, userAgent: DEMO_USER_AGENTS[g % DEMO_USER_AGENTS.length] };
      const common = {
        dealId: deal.id,
        memberId: grant.memberId,
        member: grant.member,
        fileId: file.id,
        fileName: file.name,
        version: file.version,
        ...source,
      };
      entries.push({ ...common, at, id: logId(at, deal.id, grant.memberId, file.id), action: 'view' });
      const read = Math.min(file.pages, 3 + g * 3);
      const reading = { memberId: grant.memberId, member: grant.member, file, opens: 1, pages: new Set<number>(), totalMs: 0, lastVisit: at };
      for (let page = 1; page <= read; page++) {
        const pageAt = iso(Date.parse(at) + page * 40_000);
        const durationMs = 20_000 + ((page * 7_919 + g * 3_571) % 40_000);
        entries.push({ ...common, at: pageAt, id: logId(pageAt, deal.id, grant.memberId, file.id, String(page)), action: 'page', page, durationMs });
        reading.pages.add(page);
        reading.totalMs += durationMs;
        reading.lastVisit = pageAt;
      }
      readings.set(`${grant.memberId}#${file.id}`, reading);
    });
  });
  await putAll(data.roomLogs, entries);
  await putAll(
    data.roomReadings,
    [...readings.values()].map((reading) => ({
      dealId: deal.id,
      memberId: reading.memberId,
      fileId: reading.file.id,
      member: reading.member,
      fileName: reading.file.name,
      version: reading.file.version,
      opens: reading.opens,
      downloads: 0,
      totalMs: reading.totalMs,
      pages: reading.pages,
      lastVisit: reading.lastVisit,
    })),
  );
}
