import { ROOM_FILE_TYPES, ROOM_LIMITS, type RoomContentType, type RoomFile, type RoomFileCategory } from '@club/shared';
import { ApiError, call } from '../../lib/api-client';

/**
 * Uploading a file into a data room: the browser checks what it can before
 * sending anything (type, size, the room's room left), then asks the API for
 * a presigned PUT bound to the file's type, length and SHA-256, sends the
 * bytes straight to the bucket and confirms. The API checks the object
 * again on confirm; its refusal comes back as an ApiError.
 */

const TYPE_LABELS = Object.values(ROOM_FILE_TYPES).map((type) => type.label);
const MB = 1_000_000;

/** The `accept` of a room's file input: every extension and content type a room takes. */
export const ROOM_FILE_ACCEPT = [...Object.keys(ROOM_FILE_TYPES), ...Object.values(ROOM_FILE_TYPES).map((type) => `.${type.extension}`), '.jpeg'].join(',');

const BY_EXTENSION: Record<string, RoomContentType> = {
  ...Object.fromEntries(Object.entries(ROOM_FILE_TYPES).map(([type, { extension }]) => [extension, type as RoomContentType])),
  jpeg: 'image/jpeg',
};

/**
 * The room content type of a chosen file: by its name's extension (browsers
 * disagree on a CSV's type), else by the type the browser gives; undefined when it is none of the room's.
 */
export function roomContentTypeOf(file: { name: string; type: string }): RoomContentType | undefined {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension) return BY_EXTENSION[extension];
  return file.type in ROOM_FILE_TYPES ? (file.type as RoomContentType) : undefined;
}

/** "12.3 MB", "840 KB", "512 bytes" (decimal units, as the limits are written). */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}

/**
 * Why a file cannot go into the room, or undefined when it may be sent:
 * a type outside the list, empty, over the file limit, or more than the room has left.
 */
export function roomFileProblem(file: { name: string; type: string; size: number }, roomBytesLeft: number): string | undefined {
  if (!roomContentTypeOf(file)) return `File type must be one of ${TYPE_LABELS.join(', ')}`;
  if (file.size === 0) return 'The file is empty';
  if (file.size > ROOM_LIMITS.fileBytes) return `A file may be at most ${ROOM_LIMITS.fileBytes / MB} MB; this one is ${formatBytes(file.size)}`;
  if (file.size > roomBytesLeft) {
    return `The room has ${formatBytes(Math.max(0, roomBytesLeft))} left of its ${ROOM_LIMITS.roomBytes / MB} MB; this file is ${formatBytes(file.size)}`;
  }
  return undefined;
}

/** The room's bytes left before its limit. */
export const roomBytesLeft = (bytesUsed: number | undefined) => ROOM_LIMITS.roomBytes - (bytesUsed ?? 0);

/** SHA-256 of the file's bytes, base64: the checksum the presigned PUT is bound to. */
export async function sha256Base64(file: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// The browser sets these itself from the body; setting them by hand is refused.
const BROWSER_SET = new Set(['content-length', 'host']);

/**
 * PUTs the bytes to a presigned URL with exactly the headers the API signed,
 * reporting progress (0–1). XMLHttpRequest, because fetch reports no upload progress.
 */
export function putFile(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) if (!BROWSER_SET.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new UploadError(`The file could not be stored (${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new UploadError('The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** A refusal found in the browser (before sending, or by the bucket), with a message to show as it is. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** Where an upload is: checking, sending (with its fraction), confirming. */
export type UploadStep = { step: 'checking' } | { step: 'sending'; fraction: number } | { step: 'confirming' };

export interface UploadRoomFileInput {
  dealId: string;
  file: File;
  category: RoomFileCategory;
  /** The room's bytes used (deal.room.bytesUsed), for the room limit. */
  bytesUsed?: number;
  onStep?: (step: UploadStep) => void;
  signal?: AbortSignal;
}

/**
 * The whole upload: check, hash, ask for the presigned PUT, send, confirm.
 * Resolves to the stored file (its new version); raises UploadError for what
 * the browser refused and ApiError for the API's refusals (a 400's message says why).
 */
export async function uploadRoomFile({ dealId, file, category, bytesUsed, onStep, signal }: UploadRoomFileInput): Promise<RoomFile> {
  onStep?.({ step: 'checking' });
  const problem = roomFileProblem(file, roomBytesLeft(bytesUsed));
  if (problem) throw new UploadError(problem);
  const contentType = roomContentTypeOf(file)!;
  const checksumSha256 = await sha256Base64(file);
  const upload = await call('createRoomUpload', {
    params: { dealId },
    body: { fileName: file.name, category, contentType, size: file.size, checksumSha256 },
    signal,
  });
  onStep?.({ step: 'sending', fraction: 0 });
  await putFile(upload.url, upload.headers, file, (fraction) => onStep?.({ step: 'sending', fraction }), signal);
  onStep?.({ step: 'confirming' });
  return call('confirmRoomUpload', { params: { dealId, uploadId: upload.uploadId }, signal });
}

/** The message to show for a failed upload: the browser's refusal, or the API's reason (its field issue first). */
export function uploadFailure(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  if (error instanceof ApiError) return error.body?.issues?.[0]?.message ?? error.body?.message ?? 'The upload failed. Please try again.';
  return 'The upload failed. Please try again.';
}
