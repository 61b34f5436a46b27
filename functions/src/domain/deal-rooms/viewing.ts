import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { ROOM_LIMITS, displayName, type Member, type RoomView } from '@club/shared';
import type { RoomFileItem } from '../../db/entities/room-file.js';
import type { RoomLogItem } from '../../db/entities/room-log.js';
import type { DealItem } from '../../db/entities/deal.js';
import { dealRoomData } from '../../db/data/deal-rooms.js';
import { putAll } from '../../db/batch-write.js';
import { getTogether } from '../../db/get-together.js';
import { presignRead } from '../../files/presign.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { personOf } from '../members/index.js';
import { DEAL_NOT_FOUND, NO_ROOM_ACCESS, roomAccessOf } from './access.js';
import { FILE_NOT_FOUND, logTimeOf, newLogId, requireOpen } from './room-files.js';
import { watermarkText } from './watermark-text.js';

/** Where a request came from, as API Gateway saw it: written on every log entry. */
export interface RequestSource {
  ipAddress?: string;
  userAgent?: string;
}

export const VIEW_NOT_FOUND = 'View not found';

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
          .item({ dealId: deal.id, memberId: member.id, fileId: file.id, member: $set(card), fileName: file.name, version: file.version, lastVisit: entry.at, ...counter })
          .send(),
  ]);
}

const sourceFields = (source: RequestSource) => ({
  ...(source.ipAddress ? { ipAddress: source.ipAddress.slice(0, 100) } : {}),
  ...(source.userAgent ? { userAgent: source.userAgent.slice(0, 500) } : {}),
});

export const watermarkFor = (deal: DealItem, member: Member, now: Date) =>
  watermarkText(deal.watermarkTemplate, { name: displayName(member), email: member.email }, now);

/**
 * Opens a file to view: after the access check, a GET URL valid
 * ROOM_LIMITS.viewUrlSeconds, the viewer's watermark, and a view logged
 * under the viewId the page reads will name.
 */
export async function viewRoomFile(member: Member, dealId: string, fileId: string, source: RequestSource): Promise<RoomView> {
  const { deal, file, access } = await loadFile(dealId, fileId, member);
  const now = new Date();
  const at = now.toISOString();
  const viewId = newLogId(at);
  const shown = file.contentType === 'application/pdf' || file.contentType.startsWith('image/');
  const link = shown ? await presignRead({ key: file.objectKey, expiresInSeconds: ROOM_LIMITS.viewUrlSeconds, contentType: file.contentType }) : {};
  await record(deal, file, member, { at, id: viewId, action: 'view' }, source);
  return {
    viewId,
    ...link,
    fileName: file.name,
    contentType: file.contentType,
    version: file.version,
    watermark: watermarkFor(deal, member, now),
    canDownload: access.canDownload,
  };
}

/**
 * The viewer reports time on pages of a file it opened: only the member the
 * view was issued to, while they may still open the room. Each page is a log
 * entry; the member's reading of the file adds the time and the pages.
 */
export async function logPageReads(
  member: Member,
  dealId: string,
  viewId: string,
  pages: { page: number; durationMs: number }[],
  source: RequestSource,
): Promise<{ logged: number }> {
  const viewedAt = logTimeOf(viewId);
  if (!viewedAt) throw new NotFoundError(VIEW_NOT_FOUND);
  const { deals, roomGrants, roomLogs, roomReadings } = dealRoomData();
  const [deal, grant, view] = await getTogether([
    { entity: deals, key: { id: dealId } },
    { entity: roomGrants, key: { dealId, memberId: member.id } },
    { entity: roomLogs, key: { dealId, at: viewedAt, id: viewId } },
  ] as const);
  if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
  if (!view || view.action !== 'view') throw new NotFoundError(VIEW_NOT_FOUND);
  if (view.memberId !== member.id) throw new ForbiddenError('Only the member who opened this file reports its pages');
  const access = roomAccessOf(deal, grant, member, new Date());
  if (!access.canView && access.role !== 'dealFlow') throw new ForbiddenError(NO_ROOM_ACCESS);

  const at = new Date().toISOString();
  const card = personOf(member);
  const common = { dealId, memberId: member.id, member: card, fileId: view.fileId, fileName: view.fileName, version: view.version, ...sourceFields(source) };
  await putAll(
    roomLogs,
    pages.map(({ page, durationMs }) => ({ ...common, at, id: newLogId(at), action: 'page' as const, page, durationMs })),
  );
  if (member.id !== deal.founderId) {
    const totalMs = pages.reduce((sum, { durationMs }) => sum + durationMs, 0);
    await roomReadings
      .build(UpdateItemCommand)
      .item({
        dealId,
        memberId: member.id,
        fileId: view.fileId,
        member: $set(card),
        fileName: view.fileName,
        version: view.version,
        lastVisit: at,
        opens: $add(0),
        downloads: $add(0),
        totalMs: $add(totalMs),
        pages: $add(new Set(pages.map(({ page }) => page))),
      })
      .send();
  }
  return { logged: pages.length };
}

