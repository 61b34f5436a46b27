import { DATA_REQUEST_DUE_DAYS, type DataExport, type DataRequest, type DataRequestKind, type ExportStatus, type Member } from '@club/shared';
import { randomUUID } from 'node:crypto';
import type { DataRequestItem } from './entities/data-request.js';
import { personOf } from '../members/index.js';

const DAY_MS = 86_400_000;
export const daysAfter = (iso: string, days: number): string => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** Who took a step: the member themself, or the jobs. */
export const SYSTEM = 'system';

/** A new open data request of the member, due DATA_REQUEST_DUE_DAYS after now. */
export function newDataRequest(member: Member, kind: DataRequestKind, now: string, extra: Partial<DataRequestItem> = {}) {
  return {
    id: randomUUID(),
    kind,
    memberId: member.id,
    member: personOf(member),
    status: 'open' as const,
    requestedAt: now,
    dueAt: daysAfter(now, DATA_REQUEST_DUE_DAYS),
    history: [{ at: now, action: 'requested', by: member.id }],
    ...extra,
  };
}

/** An export as its member sees it: pending while open, ready until it expires. */
export function toDataExport(item: DataRequestItem, now = new Date().toISOString()): DataExport {
  const status: ExportStatus =
    item.status === 'open'
      ? 'pending'
      : item.status === 'completed'
        ? item.exportExpiresAt && item.exportExpiresAt > now
          ? 'ready'
          : 'expired'
        : item.status === 'failed'
          ? 'failed'
          : 'expired';
  return {
    id: item.id,
    status,
    requestedAt: item.requestedAt,
    ...(item.readyAt ? { readyAt: item.readyAt } : {}),
    ...(item.exportExpiresAt ? { expiresAt: item.exportExpiresAt } : {}),
    ...(item.size !== undefined ? { size: item.size } : {}),
  };
}

/** A request as the staff queue shows it. */
export const toDataRequest = (item: DataRequestItem): DataRequest => ({
  id: item.id,
  kind: item.kind,
  status: item.status,
  member: item.member,
  requestedAt: item.requestedAt,
  dueAt: item.dueAt,
  ...(item.completedAt ? { completedAt: item.completedAt } : {}),
  history: item.history,
});
