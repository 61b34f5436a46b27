import type { Member } from '@club/shared';
import { presignRead } from '../../platform/files/presign.js';
import { ConflictError, HttpError, NotFoundError } from '../../platform/lib/errors.js';
import { toDataExport } from './records.js';
import { readDataRequest } from './request-reads.js';

/*
 * Apart from requesting and listing (exports.ts), so only this route carries
 * the S3 client and presigner.
 */

const EXPORT_NOT_FOUND = 'Export not found';
const EXPORT_NOT_READY = 'Your export is still being prepared: we e-mail you when it is ready';
const EXPORT_EXPIRED = 'This export has expired: ask for a new one';
/** How long a download link works. */
const DOWNLOAD_LINK_SECONDS = 300;

/** POST /api/members/me/exports/{exportId}/download: a short link to the caller's own finished export. */
export async function downloadMyExport(member: Member, exportId: string): Promise<{ url: string; fileName: string; expiresAt: string }> {
  const item = await readDataRequest(exportId);
  if (!item || item.kind !== 'export' || item.memberId !== member.id) throw new NotFoundError(EXPORT_NOT_FOUND);
  const shown = toDataExport(item);
  if (shown.status === 'pending') throw new ConflictError(EXPORT_NOT_READY);
  if (shown.status !== 'ready' || !item.objectKey) throw new HttpError(410, EXPORT_EXPIRED);
  const fileName = `club-data-${item.requestedAt.slice(0, 10)}.zip`;
  const { url, expiresAt } = await presignRead({
    key: item.objectKey,
    expiresInSeconds: DOWNLOAD_LINK_SECONDS,
    disposition: 'attachment',
    fileName,
    contentType: 'application/zip',
  });
  return { url, fileName, expiresAt };
}
