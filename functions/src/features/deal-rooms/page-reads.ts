import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { ROOM_LIMITS, type Member } from '@club/shared';
import type { RoomLogItem } from './entities/room-log.js';
import { dealRoomData } from './data.js';
import { putAll } from '../../platform/db/batch-write.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { getTogether } from '../../platform/db/get-together.js';
import { ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { logger } from '../../platform/lib/logger.js';
import { personOf } from '../members/index.js';
import { DEAL_NOT_FOUND, NO_ROOM_ACCESS, roomAccessOf } from './access.js';
import { sourceFields, type RequestSource } from './file-access.js';
import { logTimeOf, newLogId } from './room-files.js';

export const VIEW_NOT_FOUND = 'View not found';

/** How much more than the server saw pass a report may claim and still count: the browser's timer and the server's clock meet over the network. */
const REPORT_GRACE_MS = 5_000;
/** Tries at claiming the time since the view's last report when reports race. */
const ATTEMPTS = 3;

type PageRead = { page: number; durationMs: number };

/** The pages with their times scaled down to add up to at most `allowedMs`. */
function bounded(pages: PageRead[], claimedMs: number, allowedMs: number): PageRead[] {
  if (claimedMs <= allowedMs) return pages;
  const factor = allowedMs / claimedMs;
  return pages.map(({ page, durationMs }) => ({ page, durationMs: Math.floor(durationMs * factor) }));
}

/**
 * How much of a report on `view` may count at `now`, by the server's clock:
 * nothing for a view older than ROOM_LIMITS.viewReportHours or a claim of
 * more time than passed since the view opened or its last report (impossible:
 * dropped); else the claim, capped at that time and ROOM_LIMITS.pageReportMaxMs.
 */
export function reportAllowance(view: Pick<RoomLogItem, 'at' | 'reportedAt'>, claimedMs: number, now: number): { dropped: boolean; allowedMs: number } {
  const elapsed = Math.max(0, now - Date.parse(view.reportedAt ?? view.at));
  const stale = now - Date.parse(view.at) > ROOM_LIMITS.viewReportHours * 3_600_000;
  if (stale || claimedMs > elapsed + REPORT_GRACE_MS) return { dropped: true, allowedMs: 0 };
  return { dropped: false, allowedMs: Math.min(elapsed, ROOM_LIMITS.pageReportMaxMs) };
}

/**
 * The viewer reports time on pages of a file it opened: only the member the
 * view was issued to, while they may still open the room. The time counted is
 * bounded by the server's clock (`reportAllowance`): the view keeps when its
 * last report was counted, claimed with a conditional write so racing reports
 * never count the same time twice. Each page is a log entry; the member's
 * reading of the file adds the time and the pages. A dropped report is
 * counted on the reading (`droppedReports`) and logged as a warning.
 */
export async function logPageReads(
  member: Member,
  dealId: string,
  viewId: string,
  pages: PageRead[],
  source: RequestSource,
): Promise<{ logged: number; countedMs: number; dropped: boolean }> {
  const viewedAt = logTimeOf(viewId);
  if (!viewedAt) throw new NotFoundError(VIEW_NOT_FOUND);
  const { deals, roomGrants, roomLogs, roomReadings } = dealRoomData();
  const [deal, grant, found] = await getTogether([
    { entity: deals, key: { id: dealId } },
    { entity: roomGrants, key: { dealId, memberId: member.id } },
    { entity: roomLogs, key: { dealId, at: viewedAt, id: viewId } },
  ] as const);
  if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
  if (!found || found.action !== 'view') throw new NotFoundError(VIEW_NOT_FOUND);
  if (found.memberId !== member.id) throw new ForbiddenError('Only the member who opened this file reports its pages');
  const access = roomAccessOf(deal, grant, member, new Date());
  if (!access.canView && access.role !== 'dealFlow') throw new ForbiddenError(NO_ROOM_ACCESS);

  const claimedMs = pages.reduce((sum, { durationMs }) => sum + durationMs, 0);
  const card = personOf(member);
  const reading = { dealId, memberId: member.id, fileId: found.fileId, member: $set(card), fileName: found.fileName, version: found.version };
  const counted = member.id !== deal.founderId;
  let view = found;
  for (let attempt = 1; ; attempt++) {
    const now = Date.now();
    const { dropped, allowedMs } = reportAllowance(view, claimedMs, now);
    if (dropped) {
      logger.warn('Page report dropped', { dealId, viewId, memberId: member.id, claimedMs, since: view.reportedAt ?? view.at });
      if (counted) {
        await roomReadings
          .build(UpdateItemCommand)
          .item({ ...reading, lastVisit: new Date(now).toISOString(), opens: $add(0), downloads: $add(0), totalMs: $add(0), droppedReports: $add(1) })
          .send();
      }
      return { logged: 0, countedMs: 0, dropped: true };
    }
    const at = new Date(now).toISOString();
    try {
      await roomLogs
        .build(UpdateItemCommand)
        .item({ dealId, at: view.at, id: viewId, reportedAt: at })
        .options({
          condition: view.reportedAt
            ? { attr: 'reportedAt', eq: view.reportedAt }
            : {
                and: [
                  { attr: 'memberId', exists: true },
                  { attr: 'reportedAt', exists: false },
                ],
              },
        })
        .send();
    } catch (error) {
      if (!isConditionFailed(error) || attempt >= ATTEMPTS) throw error;
      // Another report of this view was counted first: bound this one from there.
      const { Item } = await roomLogs.build(GetItemCommand).key({ dealId, at: view.at, id: viewId }).options({ consistent: true }).send();
      if (!Item) throw new NotFoundError(VIEW_NOT_FOUND);
      view = Item;
      continue;
    }
    const kept = bounded(pages, claimedMs, allowedMs);
    const countedMs = kept.reduce((sum, { durationMs }) => sum + durationMs, 0);
    const common = { dealId, memberId: member.id, member: card, fileId: view.fileId, fileName: view.fileName, version: view.version, ...sourceFields(source) };
    await putAll(
      roomLogs,
      kept.map(({ page, durationMs }) => ({ ...common, at, id: newLogId(at), action: 'page' as const, page, durationMs })),
    );
    if (counted) {
      await roomReadings
        .build(UpdateItemCommand)
        .item({ ...reading, lastVisit: at, opens: $add(0), downloads: $add(0), totalMs: $add(countedMs), pages: $add(new Set(kept.map(({ page }) => page))) })
        .send();
    }
    return { logged: kept.length, countedMs, dropped: false };
  }
}
