import { ROOM_LIMITS, type Member, type RoomDownload } from '@club/shared';
import { downloadObjectKey } from '../../platform/files/keys.js';
import { putObject } from '../../platform/files/objects.js';
import { presignRead } from '../../platform/files/presign.js';
import { BadRequestError, ForbiddenError } from '../../platform/lib/errors.js';
import { loadFile, record, watermarkFor, type RequestSource } from './file-access.js';
import { newLogId } from './room-files.js';
import { asPdfName, isStampable, stampedCopy } from './stamped-copies.js';

export const NOT_DOWNLOADABLE = 'Only PDFs and images leave the room, stamped with your watermark: ask the founder for this file';

/**
 * A download: PDFs and images are stamped with the caller's watermark on
 * every page (an image becomes a one-page PDF), stored under downloads/ (the
 * bucket forgets them after a day) and reached by a short URL; never the
 * original object. Office and CSV files only their founder downloads, as uploaded.
 */
export async function downloadRoomFile(member: Member, dealId: string, fileId: string, source: RequestSource): Promise<RoomDownload> {
  const { deal, file, access } = await loadFile(dealId, fileId, member);
  if (!access.canDownload) throw new ForbiddenError('Your access to this room does not include downloads');
  const now = new Date();
  let link: { url: string; expiresAt: string };
  let fileName = file.name;
  if (isStampable(file.contentType)) {
    const stamped = await stampedCopy(file, watermarkFor(deal, member, now));
    const key = downloadObjectKey(dealId);
    await putObject(key, stamped, 'application/pdf');
    fileName = asPdfName(file.name);
    link = await presignRead({ key, expiresInSeconds: ROOM_LIMITS.viewUrlSeconds, contentType: 'application/pdf', disposition: 'attachment', fileName });
  } else {
    if (access.role !== 'founder') throw new BadRequestError(NOT_DOWNLOADABLE, [{ path: ['file'], message: NOT_DOWNLOADABLE }]);
    link = await presignRead({
      key: file.objectKey,
      expiresInSeconds: ROOM_LIMITS.viewUrlSeconds,
      contentType: file.contentType,
      disposition: 'attachment',
      fileName,
    });
  }
  await record(deal, file, member, { at: now.toISOString(), id: newLogId(now.toISOString()), action: 'download' }, source);
  return { url: link.url, fileName, expiresAt: link.expiresAt };
}
