import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { dealRoomBucket, s3Client } from './client.js';

/** A URL the browser uses as is, with the headers it must send. */
export interface PresignedRequest {
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
}

const expiry = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * A presigned PUT for exactly these bytes: the content type, length and
 * SHA-256 are signed, so S3 refuses a PUT whose type, length or bytes differ
 * (the browser sets Content-Length itself from the body). `If-None-Match: *`
 * is signed too: the link writes the key once, and a second PUT after the
 * upload was confirmed is refused (412) instead of replacing the checked bytes.
 */
export async function presignUpload(input: {
  key: string;
  contentType: string;
  size: number;
  checksumSha256: string;
  expiresInSeconds: number;
}): Promise<PresignedRequest> {
  const command = new PutObjectCommand({
    Bucket: dealRoomBucket(),
    Key: input.key,
    ContentType: input.contentType,
    ContentLength: input.size,
    ChecksumSHA256: input.checksumSha256,
    IfNoneMatch: '*',
  });
  const url = await getSignedUrl(s3Client(), command, {
    expiresIn: input.expiresInSeconds,
    signableHeaders: new Set(['content-type', 'content-length', 'x-amz-checksum-sha256', 'if-none-match']),
    // Kept as headers, not query parameters: the checksum must travel with the bytes it checks.
    unhoistableHeaders: new Set(['x-amz-checksum-sha256']),
  });
  return {
    url,
    headers: { 'Content-Type': input.contentType, 'x-amz-checksum-sha256': input.checksumSha256, 'If-None-Match': '*' },
    expiresAt: expiry(input.expiresInSeconds),
  };
}

/**
 * A presigned GET whose answer always carries `contentType` and a content
 * disposition under `fileName`: `inline` for the viewer, `attachment` for a
 * download. Both are signed into the URL, so the stored object's metadata
 * never decides how a browser treats the bytes.
 */
export async function presignRead(input: {
  key: string;
  expiresInSeconds: number;
  contentType: string;
  disposition: 'inline' | 'attachment';
  fileName: string;
}): Promise<{ url: string; expiresAt: string }> {
  const command = new GetObjectCommand({
    Bucket: dealRoomBucket(),
    Key: input.key,
    ResponseContentDisposition: contentDisposition(input.disposition, input.fileName),
    ResponseContentType: input.contentType,
  });
  const url = await getSignedUrl(s3Client(), command, { expiresIn: input.expiresInSeconds });
  return { url, expiresAt: expiry(input.expiresInSeconds) };
}

/** RFC 6266 disposition with an ASCII fallback name and the UTF-8 one. */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
