import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { displayName, type Member } from '@club/shared';
import type { RoomFileItem } from './entities/room-file.js';
import type { RoomLogItem } from './entities/room-log.js';
import type { DealItem } from './entities/deal.js';
import { dealRoomData } from './data.js';
import { getTogether } from '../../platform/db/get-together.js';
import { ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { personOf } from '../members/index.js';
import { DEAL_NOT_FOUND, NO_ROOM_ACCESS, roomAccessOf } from './access.js';
import { FILE_NOT_FOUND, requireOpen } from './room-files.js';
import { watermarkText } from './watermark-text.js';

/*
 * What opening a file (to view or to download) shares: the access check, the
 * log entry with the reading it moves, and the caller's watermark.
 */

/** Where a request came from, as API Gateway saw it: written on every log entry. */
export interface RequestSource {
  ipAddress?: string;
  userAgent?: string;
}

/** The deal, the caller's grant and the file in one BatchGet round, with the caller's access now; 404 for a missing deal or file. */
export async function loadFile(dealId: string, fileId: string, member: Pick<Member, 'id' | 'role'>) {
  const { deals, roomGrants, roomFiles } = dealRoomData();
  const [deal, grant, file] = await getTogether([
    { entity: deals, key: { id: dealId } },
    { entity: roomGrants, key: { dealId, memberId: member.id } },
    { entity: roomFiles, key: { dealId, id: fileId } },
  ] as const);
  if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
  const access = roomAccessOf(deal, grant, member, new Date());
  // A file of a room the caller may not open is a 403 as much as a missing one: no probing for ids.
  if (access.role === 'none' || access.role === 'admin') throw new ForbiddenError(NO_ROOM_ACCESS);
  if (!file) throw new NotFoundError(FILE_NOT_FOUND);
  requireOpen(access, file);
  return { deal, file, access };
}

/** Writes one log entry and moves the member's reading of the file (not for the founder's own reading). */
export async function record(
  deal: DealItem,
  file: RoomFileItem,
  member: Member,
  entry: Pick<RoomLogItem, 'at' | 'id' | 'action'>,
  source: RequestSource,
): Promise<void> {
  const { roomLogs, roomReadings } = dealRoomData();
  const card = personOf(member);
  const log = roomLogs.build(PutItemCommand).item({
    dealId: deal.id,
    ...entry,
    memberId: member.id,
    member: card,
    fileId: file.id,
    fileName: file.name,
    version: file.version,
    ...sourceFields(source),
  });
  // Every counter is added to (ADD 0 too), so the first update of a reading creates them all.
  const counter = { opens: $add(entry.action === 'view' ? 1 : 0), downloads: $add(entry.action === 'download' ? 1 : 0), totalMs: $add(0) };
  await Promise.all([
    log.send(),
    member.id === deal.founderId
      ? undefined
      : roomReadings
          .build(UpdateItemCommand)
          .item({
            dealId: deal.id,
            memberId: member.id,
            fileId: file.id,
            member: $set(card),
            fileName: file.name,
            version: file.version,
            lastVisit: entry.at,
            ...counter,
          })
          .send(),
  ]);
}

export const sourceFields = (source: RequestSource) => ({
  ...(source.ipAddress ? { ipAddress: source.ipAddress.slice(0, 100) } : {}),
  ...(source.userAgent ? { userAgent: source.userAgent.slice(0, 500) } : {}),
});

export const watermarkFor = (deal: DealItem, member: Member, now: Date) =>
  watermarkText(deal.watermarkTemplate, { name: displayName(member), email: member.email }, now);
