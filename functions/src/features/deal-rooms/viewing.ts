import { ROOM_LIMITS, type Member, type RoomView } from '@club/shared';
import type { RoomFileItem } from './entities/room-file.js';
import { viewObjectKey } from '../../platform/files/keys.js';
import { headObject, putObjectIfAbsent } from '../../platform/files/objects.js';
import { presignRead } from '../../platform/files/presign.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { loadFile, record, watermarkFor, type RequestSource } from './file-access.js';
import { newLogId } from './room-files.js';
import { asPdfName, isStampable, stampedCopy } from './stamped-copies.js';

export const ONLY_FOUNDER_OPENS = 'Only the founder can open this file: PDFs and images are shown stamped with your watermark, other files cannot be';

const PDF = 'application/pdf';

/**
 * The URL a member views: the copy stamped for them (made once per viewer,
 * version and watermark text, i.e. per day, then reused), always a PDF.
 */
async function stampedLink(file: RoomFileItem, memberId: string, watermark: string) {
  const key = viewObjectKey(file, memberId, watermark);
  if (!(await headObject(key))) await putObjectIfAbsent(key, await stampedCopy(file, watermark), PDF);
  const link = await presignRead({
    key,
    expiresInSeconds: ROOM_LIMITS.viewUrlSeconds,
    contentType: PDF,
    disposition: 'inline',
    fileName: asPdfName(file.name),
  });
  return { ...link, shownType: PDF } as const;
}

/** The founder's own file, as uploaded: PDFs and images in the browser, nothing to show for Office and CSV (they download it). */
async function originalLink(file: RoomFileItem) {
  if (!isStampable(file.contentType)) return {};
  const link = await presignRead({
    key: file.objectKey,
    expiresInSeconds: ROOM_LIMITS.viewUrlSeconds,
    contentType: file.contentType,
    disposition: 'inline',
    fileName: file.name,
  });
  return { ...link, shownType: file.contentType };
}

/**
 * Opens a file to view: after the access check, a GET URL valid
 * ROOM_LIMITS.viewUrlSeconds, the viewer's watermark, and a view logged
 * under the viewId the page reads will name. Anyone but the founder sees
 * only a copy stamped with their watermark, never the original object;
 * files that cannot be stamped (Office, CSV) only the founder opens.
 */
export async function viewRoomFile(member: Member, dealId: string, fileId: string, source: RequestSource): Promise<RoomView> {
  const { deal, file, access } = await loadFile(dealId, fileId, member);
  const founder = access.role === 'founder';
  if (!founder && !isStampable(file.contentType)) throw new ForbiddenError(ONLY_FOUNDER_OPENS);
  const now = new Date();
  const at = now.toISOString();
  const watermark = watermarkFor(deal, member, now);
  const link = founder ? await originalLink(file) : await stampedLink(file, member.id, watermark);
  const viewId = newLogId(at);
  await record(deal, file, member, { at, id: viewId, action: 'view' }, source);
  return {
    viewId,
    ...link,
    fileName: file.name,
    contentType: file.contentType,
    version: file.version,
    watermark,
    canDownload: access.canDownload,
  };
}
