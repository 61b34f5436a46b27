import type { AccessLogEntry, Member, RoomAnalytics } from '@club/shared';
import type { RoomLogItem } from './entities/room-log.js';
import type { RoomReadingItem } from './entities/room-reading.js';
import { logOfDeal } from './entities/room-log.js';
import { readingsOfDeal } from './entities/room-reading.js';
import { dealRoomData } from './data.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { loadDealAccess, requireFounder } from './access.js';
import { clientLabel } from '../account/index.js';

/**
 * An access-log entry as the founder reads it: the reader's browser and
 * system ('Chrome on macOS'), never the address or the raw user agent.
 */
export const accessLogEntryOf = (item: RoomLogItem): AccessLogEntry => {
  const client = clientLabel(item.userAgent);
  return {
    id: item.id,
    at: item.at,
    member: item.member,
    action: item.action,
    fileId: item.fileId,
    fileName: item.fileName,
    version: item.version,
    ...(item.page !== undefined ? { page: item.page } : {}),
    ...(item.durationMs !== undefined ? { durationMs: item.durationMs } : {}),
    ...(client ? { client } : {}),
  };
};

/**
 * The network an address belongs to, never the address: an IPv4 /24
 * ('203.0.113.0/24'), an IPv6 /48 ('2001:db8:12::/48'), 'local' for this
 * machine. Enough to tie an abuse report's reads together.
 */
export function addressNetwork(address: string | undefined): string | undefined {
  const value = address?.trim();
  if (!value) return undefined;
  if (value === '::1' || value.startsWith('127.') || value === 'localhost') return 'local';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(value);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (value.includes(':')) {
    const [head = ''] = value.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    return groups.length ? `${groups.join(':')}::/48` : undefined;
  }
  return undefined;
}

/** An access-log entry for staff looking into an abuse report: the reader's network as well. */
const staffAccessLogEntryOf = (item: RoomLogItem): AccessLogEntry => {
  const network = addressNetwork(item.ipAddress);
  return { ...accessLogEntryOf(item), ...(network ? { network } : {}) };
};

/** One page of a room's access log, newest first: the founder's list, or the admin's for abuse reports (`forStaff`). */
export async function roomLogPage(dealId: string, page: PageRequest, forStaff = false): Promise<Page<AccessLogEntry>> {
  const found = await readPage(page.cursor, () => queryPage(dealRoomData().roomLogs, logOfDeal(dealId), page));
  return { items: found.items.map(forStaff ? staffAccessLogEntryOf : accessLogEntryOf), cursor: found.cursor };
}

/** The founder's access log of the room. */
export async function listAccessLog(member: Pick<Member, 'id' | 'role'>, dealId: string, page: PageRequest): Promise<Page<AccessLogEntry>> {
  requireFounder(await loadDealAccess(dealId, member));
  return roomLogPage(dealId, page);
}

interface Totals {
  opens: number;
  pagesRead: number;
  totalMs: number;
  downloads: number;
  lastVisit: string;
}

const totalsOf = (reading: RoomReadingItem): Totals => ({
  opens: reading.opens,
  pagesRead: reading.pages?.size ?? 0,
  totalMs: reading.totalMs,
  downloads: reading.downloads,
  lastVisit: reading.lastVisit,
});

const plus = (a: Totals, b: Totals): Totals => ({
  opens: a.opens + b.opens,
  pagesRead: a.pagesRead + b.pagesRead,
  totalMs: a.totalMs + b.totalMs,
  downloads: a.downloads + b.downloads,
  lastVisit: a.lastVisit > b.lastVisit ? a.lastVisit : b.lastVisit,
});

/**
 * Who read what, from the readings the views, page batches and downloads
 * moved: per member (files opened, opens, distinct pages, time, downloads,
 * last visit) and per file version (viewers and the same sums), most recent
 * visit first. The founder's own reading is not counted.
 */
export async function getRoomAnalytics(member: Pick<Member, 'id' | 'role'>, dealId: string): Promise<RoomAnalytics> {
  requireFounder(await loadDealAccess(dealId, member));
  const readings = await queryAll(dealRoomData().roomReadings, readingsOfDeal(dealId));
  const byMember = new Map<string, RoomAnalytics['byMember'][number]>();
  const byFile = new Map<string, RoomAnalytics['byFile'][number]>();
  for (const reading of readings) {
    const totals = totalsOf(reading);
    const person = byMember.get(reading.memberId);
    byMember.set(
      reading.memberId,
      person ? { ...person, ...plus(person, totals), filesOpened: person.filesOpened + 1 } : { member: reading.member, filesOpened: 1, ...totals },
    );
    const file = byFile.get(reading.fileId);
    byFile.set(
      reading.fileId,
      file
        ? { ...file, ...plus(file, totals), viewers: file.viewers + 1 }
        : { fileId: reading.fileId, fileName: reading.fileName, version: reading.version, viewers: 1, ...totals },
    );
  }
  const recentFirst = (a: { lastVisit: string }, b: { lastVisit: string }) => (a.lastVisit < b.lastVisit ? 1 : a.lastVisit > b.lastVisit ? -1 : 0);
  return { byMember: [...byMember.values()].sort(recentFirst), byFile: [...byFile.values()].sort(recentFirst) };
}
