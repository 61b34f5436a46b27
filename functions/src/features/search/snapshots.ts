import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../../platform/config.js';
import { s3Client } from '../../platform/files/client.js';
import type { IndexKind } from './engine/types.js';

/**
 * Each index's snapshot: one object per kind in the search bucket, the
 * engine's gzipped index with, as object metadata, the delta it includes
 * up to (`watermark`, a delta's `at`; empty when none) and when it was built.
 * Objects sit under the table's name, so stages (and test files, which each
 * have their own table) never read each other's.
 */
export interface Snapshot {
  body: Buffer;
  watermark: string;
  builtAt: string;
  /** S3's ETag: a builder replaces the object only while it is still the one it read. */
  etag: string | undefined;
}

function searchBucket(): string {
  const bucket = config.searchBucket;
  if (!bucket) throw new Error('SEARCH_BUCKET is not set on this function');
  return bucket;
}

export const snapshotKey = (kind: IndexKind): string => `snapshots/${config.tableName}/${kind}.json.gz`;

const isMissing = (error: unknown): boolean =>
  (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
const isPreconditionFailed = (error: unknown): boolean =>
  (error as { name?: string }).name === 'PreconditionFailed' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412;

/** The kind's snapshot (one GetObject), or undefined when none was written yet. */
export async function readSnapshot(kind: IndexKind): Promise<Snapshot | undefined> {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: searchBucket(), Key: snapshotKey(kind) }));
    const body = Buffer.from(answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array());
    return { body, watermark: answer.Metadata?.watermark ?? '', builtAt: answer.Metadata?.['built-at'] ?? '', etag: answer.ETag };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Stores a snapshot over the one read (`previous`; undefined: none was
 * there). Conditional, so two builders running at once never replace a newer
 * snapshot with an older one: the later writer is refused and answers false.
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
