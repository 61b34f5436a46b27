import { config } from '../../platform/config.js';
import { signedObjectGet } from '../../platform/files/signed-get.js';
import type { IndexKind } from './engine/types.js';

/**
 * Each index's snapshot: one object per kind in the search bucket, the
 * engine's gzipped index (engine/snapshot.ts's binary layout) with, as object
 * metadata, the delta it includes up to (`watermark`, a delta's `at`; empty
 * when none) and when it was built. Objects sit under the table's name, so
 * stages (and test files, which each have their own table) never read each
 * other's. Read here with a plain signed GET, so the routes that only read
 * carry no S3 client; the builder writes them (snapshot-writer.ts).
 */
export interface Snapshot {
  body: Buffer;
  watermark: string;
  builtAt: string;
  /** S3's ETag: a builder replaces the object only while it is still the one it read. */
  etag: string | undefined;
}

export function searchBucket(): string {
  const bucket = config.searchBucket;
  if (!bucket) throw new Error('SEARCH_BUCKET is not set on this function');
  return bucket;
}

/** `.csix.gz`: the engine's own binary layout (its magic is CSIX), gzipped. */
export const snapshotKey = (kind: IndexKind): string => `snapshots/${config.tableName}/${kind}.csix.gz`;

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

/** The kind's snapshot (one GET), or undefined when none was written yet; any other refusal throws. */
export async function readSnapshot(kind: IndexKind): Promise<Snapshot | undefined> {
  const key = snapshotKey(kind);
  const answer = await signedObjectGet(searchBucket(), key);
  if (answer.status === 404) return undefined;
  if (answer.status !== 200)
    throw new Error(`Cannot read the ${kind} search snapshot ${key}: S3 answered ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
  return {
    body: answer.body,
    watermark: header(answer.headers['x-amz-meta-watermark']) ?? '',
    builtAt: header(answer.headers['x-amz-meta-built-at']) ?? '',
    etag: header(answer.headers.etag),
  };
}
