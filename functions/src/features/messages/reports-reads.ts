import type { MessageReport } from '@club/shared/api/messages';
import { reportsInStatus, type MessageReportItem, type ReportStatus } from './entities/message-report.js';
import { messageReportData } from './report-data.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { membersByIds } from '../members/index.js';

// Apart from reports.ts, which files and resolves reports, so the staff queue bundles none of its write builders.

export function toReport(item: MessageReportItem, suspended: boolean): MessageReport {
  return {
    id: item.id,
    threadId: item.threadId,
    reporter: item.reporter,
    reported: item.reported,
    reason: item.reason,
    ...(item.details ? { details: item.details } : {}),
    messages: item.messages,
    createdAt: item.createdAt,
    status: item.status,
    senderSuspended: suspended,
  };
}

/**
 * GET /api/staff/message-reports?status=: one Query on the status queue,
 * newest first, and one BatchGet of the page's reported members (whether
 * each is suspended from messaging now).
 */
export async function listReports({ status, limit, cursor }: PageRequest & { status: ReportStatus }): Promise<Page<MessageReport>> {
  const page = await readPage(cursor, () => queryPage(messageReportData().messageReports, reportsInStatus(status), { limit, cursor }));
  const members = page.items.length ? await membersByIds(new Set(page.items.map((report) => report.reportedId))) : new Map();
  return { items: page.items.map((report) => toReport(report, Boolean(members.get(report.reportedId)?.messagingSuspendedAt))), cursor: page.cursor };
}
