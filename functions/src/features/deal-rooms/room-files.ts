import { randomBytes } from 'node:crypto';
import { ROOM_FILE_CATEGORIES, type Member, type RoomAccess, type RoomFile } from '@club/shared';
import type { RoomFileItem } from './entities/room-file.js';
import { filesOfDeal } from './entities/room-file.js';
import { dealRoomData } from './data.js';
import { queryAll } from '../../platform/db/pages.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { NO_ROOM_ACCESS, loadDealAccess } from './access.js';
import { byName } from '../../platform/lib/text-order.js';

export const FILE_NOT_FOUND = 'File not found';

/** How versions of one name are matched: case, Unicode form and runs of spaces aside. */
export const nameKeyOf = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * An access-log id, also a view's id: the time in base 36 (so a page batch
 * finds its view's item, whose key starts with the time), then 128 random bits.
 */
export const newLogId = (at: string): string => `${Date.parse(at).toString(36)}-${randomBytes(16).toString('hex')}`;

/** The time a log id was made at (ISO), or undefined when it is not one of ours. */
export function logTimeOf(id: string): string | undefined {
  const match = /^([0-9a-z]{1,11})-[0-9a-f]{32}$/.exec(id);
  if (!match) return undefined;
  const ms = parseInt(match[1]!, 36);
  return Number.isFinite(ms) && ms < 8.64e15 ? new Date(ms).toISOString() : undefined;
}

/**
 * Whether the caller may open this file version: the founder any version; a
 * grantee the latest version of any file; a deal-flow member the latest pitch
 * deck, when the founder opened it to deal flow.
 */
export function mayOpen(access: RoomAccess, file: Pick<RoomFileItem, 'category' | 'supersededAt'>): boolean {
  if (access.role === 'founder') return true;
  if (file.supersededAt !== undefined) return false;
  if (access.canView) return true;
  return access.role === 'dealFlow' && file.category === 'pitch_deck';
}

/** 403 (no URL, nothing logged) unless the caller may open the file. */
export function requireOpen(access: RoomAccess, file: Pick<RoomFileItem, 'category' | 'supersededAt'>): void {
  if (!mayOpen(access, file)) throw new ForbiddenError(NO_ROOM_ACCESS);
}

/** A file version as the API answers it. */
export const roomFileOf = (item: RoomFileItem): RoomFile => ({
  id: item.id,
  name: item.name,
  category: item.category,
  contentType: item.contentType,
  size: item.size,
  version: item.version,
  uploadedAt: item.uploadedAt,
  uploadedBy: item.uploadedBy,
});

const categoryOrder = (category: RoomFile['category']) => ROOM_FILE_CATEGORIES.indexOf(category);

/**
 * The room's files as the caller may see them, by category then name: the
 * latest version of each name, with the older ones (newest first) for the
 * founder. A deal-flow member sees only the pitch deck; anyone else, 403.
 */
export async function listRoomFiles(member: Pick<Member, 'id' | 'role'>, dealId: string): Promise<RoomFile[]> {
  const { access } = await loadDealAccess(dealId, member);
  if (!access.canView && access.role !== 'dealFlow') throw new ForbiddenError(NO_ROOM_ACCESS);
  const versions = await queryAll(dealRoomData().roomFiles, filesOfDeal(dealId));
  const versionsByName = new Map<string, RoomFileItem[]>();
  for (const item of versions) versionsByName.set(item.nameKey, [...(versionsByName.get(item.nameKey) ?? []), item]);
  const files: RoomFile[] = [];
  for (const group of versionsByName.values()) {
    const [latest, ...older] = group.sort((a, b) => b.version - a.version);
    if (!latest || !mayOpen(access, latest)) continue;
    files.push({
      ...roomFileOf(latest),
      ...(access.role === 'founder'
        ? {
            olderVersions: older.map((item) => ({
              id: item.id,
              version: item.version,
              size: item.size,
              uploadedAt: item.uploadedAt,
              uploadedBy: item.uploadedBy,
            })),
          }
        : {}),
    });
  }
  return files.sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category) || byName(a.name, b.name));
}
