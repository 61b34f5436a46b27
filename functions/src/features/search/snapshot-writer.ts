import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../platform/files/client.js';
import type { IndexKind } from './engine/types.js';
import { searchBucket, snapshotKey, type Snapshot } from './snapshot-reader.js';

const isMissing = (error: unknown): boolean =>
  (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
const isPreconditionFailed = (error: unknown): boolean =>
  (error as { name?: string }).name === 'PreconditionFailed' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412;

/**
 * Stores a snapshot over the one read (`previous`; undefined: none was
 * there). Conditional, so two builders running at once never replace a newer
 * snapshot with an older one: the later writer is refused and answers false.
 * Only the builder writes, so only its bundle carries the S3 client.
 */
export async function writeSnapshot(kind: IndexKind, body: Buffer, watermark: string, previous: Snapshot | undefined): Promise<boolean> {
  try {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: searchBucket(),
        Key: snapshotKey(kind),
        Body: body,
        ContentType: 'application/gzip',
        Metadata: { watermark, 'built-at': new Date().toISOString() },
        ...(previous?.etag ? { IfMatch: previous.etag } : { IfNoneMatch: '*' }),
      }),
    );
    return true;
  } catch (error) {
    // Refused: another builder wrote (or the object went) since it was read.
    if (isPreconditionFailed(error) || (previous && isMissing(error))) return false;
    throw error;
  }
}
