import { DATA_REQUEST_DUE_DAYS, type DataExport, type DataRequest, type DataRequestKind, type ExportStatus, type Member } from '@club/shared';
import { randomUUID } from 'node:crypto';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $append, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { privacyData } from './data.js';
import type { DataRequestItem } from './entities/data-request.js';
import { isConditionFailed } from '../../platform/db/errors.js';
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

/**
 * Takes an open request for one job run until `leaseMs` from now: a
 * conditional write, so of two overlapping runs only one works on it. False
 * when another run holds it or it is no longer open.
 */
export async function claimRequest(id: string, leaseMs: number, now = new Date()): Promise<boolean> {
  try {
    await privacyData()
      .dataRequests.build(UpdateItemCommand)
      .item({ id, claimedUntil: new Date(now.getTime() + leaseMs).toISOString() })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'open' },
            {
              or: [
                { attr: 'claimedUntil', exists: false },
                { attr: 'claimedUntil', lt: now.toISOString() },
              ],
            },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives a claimed request back before its lease lapses. */
export async function releaseClaim(id: string): Promise<void> {
  await privacyData()
    .dataRequests.build(UpdateItemCommand)
    .item({ id, claimedUntil: $remove() })
    .options({ condition: { attr: 'id', exists: true } })
    .send();
}

/** Records one more step of a request's history (and any other fields), the request still open. */
export async function recordStep(id: string, step: { action: string; note?: string }, fields: Partial<DataRequestItem> = {}): Promise<void> {
  const at = new Date().toISOString();
  await privacyData()
    .dataRequests.build(UpdateItemCommand)
    .item({ id, ...fields, history: $append([{ at, by: SYSTEM, ...step }]) } as never)
    .options({ condition: { attr: 'id', exists: true } })
    .send();
}
