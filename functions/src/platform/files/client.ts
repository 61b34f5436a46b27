import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.js';
import { traced } from '../lib/tracing.js';
import { LOCAL_S3_CREDENTIALS } from './local-credentials.js';

let client: S3Client | undefined;
let builtFor: string | undefined;

/**
 * The one S3 client of a Lambda, rebuilt only when the endpoint setting
 * changes (tests). Locally it talks path-style to the local S3 server; in the cloud the
 * SDK takes region and credentials from the Lambda's environment.
 * Checksums only when the request needs one: the upload's SHA-256 is the
 * browser's, and the SDK's default CRC32 would end up in presigned URLs.
 */
export function s3Client(): S3Client {
  const endpoint = config.s3Endpoint;
  const key = endpoint ?? 'aws';
  if (!client || builtFor !== key) {
    client?.destroy();
    client = traced(
      new S3Client({
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(endpoint ? { endpoint, forcePathStyle: true, region: process.env.AWS_REGION ?? 'us-east-1', credentials: LOCAL_S3_CREDENTIALS } : {}),
      }),
    );
    builtFor = key;
  }
  return client;
}

/** The deal-room bucket; the routes that touch it have it set (RouteDef.files). */
export function dealRoomBucket(): string {
  const bucket = config.dealRoomBucket;
  if (!bucket) throw new Error('DEAL_ROOM_BUCKET is not set on this function');
  return bucket;
}
