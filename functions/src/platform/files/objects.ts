import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { dealRoomBucket, s3Client } from './client.js';

/** What S3 says about a stored object, or undefined when there is none. */
export async function headObject(key: string): Promise<{ size: number; contentType: string | undefined; versionId: string | undefined } | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: dealRoomBucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType, versionId: head.VersionId };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The object's first `length` bytes (fewer when it is shorter). */
export function readHead(key: string, length: number): Promise<Uint8Array> {
  return read(key, `bytes=0-${length - 1}`);
}

/**
 * The last `length` bytes of an object of `size` bytes (all of it when it is
 * shorter). An explicit range, not a suffix range: the local server reads
 * `bytes=-n` as the first bytes.
 */
export function readTail(key: string, size: number, length: number): Promise<Uint8Array> {
  return read(key, `bytes=${Math.max(0, size - length)}-${size - 1}`);
}

/** `length` bytes of the object from `start` (a ZIP's central directory). */
export function readRange(key: string, start: number, length: number): Promise<Uint8Array> {
  return read(key, `bytes=${start}-${start + length - 1}`);
}

/** The whole object (stamping a download: at most ROOM_LIMITS.fileBytes). */
export function readObject(key: string): Promise<Uint8Array> {
  return read(key);
}

async function read(key: string, range?: string): Promise<Uint8Array> {
  const answer = await s3Client().send(new GetObjectCommand({ Bucket: dealRoomBucket(), Key: key, ...(range ? { Range: range } : {}) }));
  if (!answer.Body) return new Uint8Array();
  return answer.Body.transformToByteArray();
}

/**
 * Stores bytes the server made (a stamped download) under a key made for
 * them: `If-None-Match: *`, so S3 refuses (412) rather than replace anything
 * already there. `replace` writes over it (the demo seed's stable keys).
 */
export async function putObject(key: string, bytes: Uint8Array, contentType: string, options: { replace?: boolean } = {}): Promise<void> {
  const command = new PutObjectCommand({
    Bucket: dealRoomBucket(),
    Key: key,
    Body: bytes,
    ContentType: contentType,
    ...(options.replace ? {} : { IfNoneMatch: '*' }),
  });
  await s3Client().send(command);
}

/**
 * Stores bytes the same for every writer of `key` (a stamped copy named by its
 * viewer, version and text) unless an object is there already: a racing request
 * that wrote it first wins, and its copy is the same.
 */
export async function putObjectIfAbsent(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  try {
    await putObject(key, bytes, contentType);
  } catch (error) {
    if ((error as { name?: string }).name !== 'PreconditionFailed' && (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 412)
      throw error;
  }
}

/**
 * Deletes an object; deleting a missing one is not an error (S3 answers 204
 * either way). With `versionId` that version itself goes: in the versioned
 * bucket a plain delete only hides the bytes behind a delete marker.
 */
export async function deleteObject(key: string, versionId?: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: dealRoomBucket(), Key: key, ...(versionId ? { VersionId: versionId } : {}) }));
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
}
