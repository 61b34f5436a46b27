import type { RoomContentType } from '@club/shared';
import type { RoomFileItem } from './entities/room-file.js';
import { readObject } from '../../platform/files/objects.js';
import { BadRequestError } from '../../platform/lib/errors.js';
import { stampImageAsPdf, stampPdf } from './watermark.js';

/** The types a watermark can be stamped into: PDFs, and images (made one-page PDFs). Office and CSV files cannot be. */
export const isStampable = (contentType: RoomContentType): contentType is 'application/pdf' | 'image/png' | 'image/jpeg' =>
  contentType === 'application/pdf' || contentType === 'image/png' || contentType === 'image/jpeg';

/** A stamped copy's name: always a PDF. */
export const asPdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name.replace(/\.[^.]+$/, '')}.pdf`);

/** The file's original bytes as a PDF stamped with `text` on every page. */
export async function stampedCopy(file: Pick<RoomFileItem, 'objectKey' | 'contentType'>, text: string): Promise<Uint8Array> {
  const bytes = await readObject(file.objectKey);
  return stampOrRefuse(() =>
    file.contentType === 'application/pdf' ? stampPdf(bytes, text) : stampImageAsPdf(bytes, file.contentType === 'image/png' ? 'png' : 'jpeg', text),
  );
}

/** A PDF pdf-lib cannot open (encrypted, damaged) is refused with a reason, not a 500. */
async function stampOrRefuse(stamp: () => Promise<Uint8Array>): Promise<Uint8Array> {
  try {
    return await stamp();
  } catch (error) {
    const encrypted = (error as Error).name === 'EncryptedPDFError' || /encrypt/i.test((error as Error).message);
    const message = encrypted
      ? 'This PDF is password-protected, so it cannot be stamped with your watermark: ask the founder for an unprotected copy'
      : 'This file could not be stamped with your watermark: ask the founder to upload it again';
    throw new BadRequestError(message, [{ path: ['file'], message }]);
  }
}
