import { ROOM_LIMITS, type Member, type RoomDownload } from '@club/shared';
import { downloadObjectKey } from '../../files/keys.js';
import { putObject, readObject } from '../../files/objects.js';
import { presignRead } from '../../files/presign.js';
import { BadRequestError, ForbiddenError } from '../../lib/errors.js';
import { newLogId } from './room-files.js';
import { loadFile, record, watermarkFor, type RequestSource } from './viewing.js';
import { stampImageAsPdf, stampPdf } from './watermark.js';

export const NOT_DOWNLOADABLE = 'Only PDFs and images leave the room, stamped with your watermark: ask the founder for this file';

const asPdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name.replace(/\.[^.]+$/, '')}.pdf`);

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
  const stampable = file.contentType === 'application/pdf' || file.contentType === 'image/png' || file.contentType === 'image/jpeg';
  let link: { url: string; expiresAt: string };
  let fileName = file.name;
  if (stampable) {
    const text = watermarkFor(deal, member, now);
    const bytes = await readObject(file.objectKey);
    const stamped = await stampOrRefuse(() =>
      file.contentType === 'application/pdf' ? stampPdf(bytes, text) : stampImageAsPdf(bytes, file.contentType === 'image/png' ? 'png' : 'jpeg', text),
    );
    const key = downloadObjectKey(dealId);
    await putObject(key, stamped, 'application/pdf');
    fileName = asPdfName(file.name);
    link = await presignRead({ key, expiresInSeconds: ROOM_LIMITS.viewUrlSeconds, downloadName: fileName, contentType: 'application/pdf' });
  } else {
    if (access.role !== 'founder') throw new BadRequestError(NOT_DOWNLOADABLE, [{ path: ['file'], message: NOT_DOWNLOADABLE }]);
    link = await presignRead({ key: file.objectKey, expiresInSeconds: ROOM_LIMITS.viewUrlSeconds, downloadName: file.name, contentType: file.contentType });
  }
  await record(deal, file, member, { at: now.toISOString(), id: newLogId(now.toISOString()), action: 'download' }, source);
  return { url: link.url, fileName, expiresAt: link.expiresAt };
}

/** A PDF pdf-lib cannot open (encrypted, damaged) is refused with a reason, not a 500. */
async function stampOrRefuse(stamp: () => Promise<Uint8Array>): Promise<Uint8Array> {
  try {
    return await stamp();
  } catch (error) {
    const encrypted = (error as Error).name === 'EncryptedPDFError' || /encrypt/i.test((error as Error).message);
    const message = encrypted
      ? 'This PDF is password-protected, so it cannot be stamped for download: ask the founder for an unprotected copy'
      : 'This file could not be stamped for download: ask the founder to upload it again';
    throw new BadRequestError(message, [{ path: ['file'], message }]);
  }
}
