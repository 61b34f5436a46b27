import { createHash } from 'node:crypto';
import { smartNudgeSchema, type Member, type NudgeType, type SmartNudge } from '@club/shared';
import { nudgesInState, type SmartNudgeItem } from './entities/smart-nudge.js';
import { queryPage } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

/** A nudge's id: the same for the same member, type and subject on every run (so reruns rewrite, never duplicate). */
export const nudgeId = (memberId: string, type: NudgeType, subject: string): string =>
  createHash('sha256').update(`${memberId}\n${type}\n${subject}`).digest('base64url').slice(0, 22);

/** 9 − priority: ascending rank = highest priority first. */
export const nudgeRank = (priority: number): string => String(9 - Math.max(0, Math.min(9, Math.round(priority))));

export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export function toNudge(item: Omit<SmartNudgeItem, 'updatedAt'>): SmartNudge {
  return smartNudgeSchema.parse({
    id: item.id,
    type: item.type,
    priority: item.priority,
    title: item.title,
    message: item.message,
    ...(item.actionUrl ? { actionUrl: item.actionUrl } : {}),
    ...(item.actionLabel ? { actionLabel: item.actionLabel } : {}),
    state: item.state,
    isRead: item.isRead,
    isActioned: item.isActioned,
    createdAt: item.createdAt,
    expiresAt: new Date(item.expiresAt * 1000).toISOString(),
    metadata: Object.fromEntries(Object.entries((item.metadata ?? {}) as Record<string, unknown>).filter(([, value]) => typeof value === 'string')),
  });
}

/** GET /api/smart-nudges: the caller's active, unexpired nudges, highest priority first (one Query). */
export async function listNudges(member: Member, { limit, cursor }: PageRequest): Promise<Page<SmartNudge>> {
  const now = epochSeconds(new Date());
  const page = await readPage(cursor, () =>
    // Ascending: rank 0 (priority 9) first.
    queryPage(networkData().smartNudges, nudgesInState(member.id, 'active'), { limit, cursor, ascending: true, filter: { attr: 'expiresAt', gt: now } }),
  );
  return { items: page.items.map(toNudge), cursor: page.cursor };
}
