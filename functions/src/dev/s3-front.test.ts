import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ENV } from '@club/shared';
import { s3Client } from '../platform/files/client.js';
import { roomObjectKey } from '../platform/files/keys.js';
import { LOCAL_S3_CREDENTIALS } from '../platform/files/local-credentials.js';
import { headObject, putObject, readObject } from '../platform/files/objects.js';
import { presignRead, presignUpload } from '../platform/files/presign.js';
import { startS3Local, type S3Local } from './s3-local.js';

const ORIGIN = 'http://localhost:5173';
let s3: S3Local;

// This file's own local S3 server (so its CORS origin is known); the product's client and presigner talk to it.
beforeAll(async () => {
  s3 = await startS3Local({ origins: [ORIGIN] });
  process.env[ENV.s3Endpoint] = s3.endpoint;
});
afterAll(async () => {
  await s3?.stop();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');
const pdfBytes = () => new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The S3 error code of the XML body, when there is one. */
  code: string | undefined;
}

/** A raw HTTP request (fetch would set or forbid some headers itself). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body, code: /<Code>([^<]*)<\/Code>/.exec(body)?.[1] });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A presigned upload as the API makes it, for these bytes under a fresh key. */
async function uploadLink(bytes: Uint8Array, expiresInSeconds = 300) {
  const key = roomObjectKey('deal-s3-front');
  const presigned = await presignUpload({ key, contentType: 'application/pdf', size: bytes.length, checksumSha256: sha256(bytes), expiresInSeconds });
  return { key, ...presigned };
}

/** Stores an object through the SDK client (header-signed) and answers a presigned GET of it. */
async function storedWithReadLink() {
  const key = roomObjectKey('deal-s3-front');
  const bytes = pdfBytes();
  await putObject(key, bytes, 'application/pdf');
  const { url } = await presignRead({ key, expiresInSeconds: 300, contentType: 'application/pdf', disposition: 'inline', fileName: 'deck.pdf' });
  return { key, bytes, url };
}

describe('the local S3 server verifies signatures as S3 does', () => {
  it('takes a valid presigned PUT with its headers and serves it to a valid presigned GET', async () => {
    const bytes = pdfBytes();
    const link = await uploadLink(bytes);

    const put = await send(link.url, { method: 'PUT', headers: link.headers, body: bytes });
    const { url } = await presignRead({
      key: link.key,
      expiresInSeconds: 300,
      contentType: 'application/pdf',
      disposition: 'attachment',
      fileName: 'deck.pdf',
    });
    const got = await fetch(url);

    expect(put.status, put.body).toBe(200);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
    expect(got.headers.get('content-disposition')).toContain('deck.pdf');
  });

  it('refuses a second PUT with the same upload link once the key exists (412 PreconditionFailed), keeping the first bytes', async () => {
    const bytes = pdfBytes();
    const link = await uploadLink(bytes);
    expect((await send(link.url, { method: 'PUT', headers: link.headers, body: bytes })).status).toBe(200);

    const again = await send(link.url, { method: 'PUT', headers: link.headers, body: bytes });

    expect(again.status).toBe(412);
    expect(again.code).toBe('PreconditionFailed');
    expect(await readObject(link.key)).toEqual(bytes);
  });

  it('lets one of two PUTs racing to a new key with If-None-Match: * win, the other 412', async () => {
    const bytes = pdfBytes();
    const link = await uploadLink(bytes);

    const answers = await Promise.all([1, 2].map(() => send(link.url, { method: 'PUT', headers: link.headers, body: bytes })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
  });

  it('refuses a presigned PUT whose bytes differ from the signed SHA-256 (400 BadDigest), storing nothing', async () => {
    const bytes = pdfBytes();
    const link = await uploadLink(bytes);
    const html = new Uint8Array(Buffer.from('<html><script>alert(1)</script>'.padEnd(bytes.length, ' ')));

    const put = await send(link.url, { method: 'PUT', headers: link.headers, body: html });

    expect(put.status).toBe(400);
    expect(put.code).toBe('BadDigest');
    expect(await headObject(link.key)).toBeUndefined();
  });

  it('refuses a presigned PUT of another length (the signed Content-Length) or without a signed header', async () => {
    const bytes = pdfBytes();
    const link = await uploadLink(bytes);
    const longer = new Uint8Array([...bytes, 0]);
    const { 'x-amz-checksum-sha256': _checksum, ...withoutChecksum } = link.headers;

    const wrongLength = await send(link.url, { method: 'PUT', headers: { ...link.headers, 'x-amz-checksum-sha256': sha256(longer) }, body: longer });
    const missingHeader = await send(link.url, { method: 'PUT', headers: withoutChecksum, body: bytes });
    const otherType = await send(link.url, { method: 'PUT', headers: { ...link.headers, 'Content-Type': 'text/html' }, body: bytes });

    for (const answer of [wrongLength, missingHeader, otherType]) {
      expect(answer.status).toBe(403);
      expect(answer.code).toBe('SignatureDoesNotMatch');
    }
    expect(await headObject(link.key)).toBeUndefined();
  });

  it('refuses a tampered signature, another key under the signature and an added response-content-type (403 SignatureDoesNotMatch)', async () => {
    const { url } = await storedWithReadLink();
    const other = await storedWithReadLink();
    const tampered = new URL(url);
    const signature = tampered.searchParams.get('X-Amz-Signature')!;
    tampered.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    const otherKey = new URL(url);
    otherKey.pathname = new URL(other.url).pathname;
    const asHtml = new URL(url);
    asHtml.searchParams.set('response-content-type', 'text/html');

    for (const changed of [tampered, otherKey, asHtml]) {
      const answer = await send(changed.toString());
      expect(answer.status, changed.toString()).toBe(403);
      expect(answer.code).toBe('SignatureDoesNotMatch');
      expect(answer.body).not.toContain('%PDF');
    }
  });

  it('refuses an expired link (403 AccessDenied, Request has expired) and a stretched one', async () => {
    const key = (await storedWithReadLink()).key;
    const command = new GetObjectCommand({ Bucket: s3.bucket, Key: key });
    const expired = await getSignedUrl(s3Client(), command, { expiresIn: 60, signingDate: new Date(Date.now() - 2 * 3_600_000) });
    const stretched = new URL(expired);
    stretched.searchParams.set('X-Amz-Expires', String(24 * 3600));
    const overAWeek = new URL(expired);
    overAWeek.searchParams.set('X-Amz-Expires', String(604_801));

    const old = await send(expired);
    const longer = await send(stretched.toString());
    const tooLong = await send(overAWeek.toString());

    expect([old.status, old.code]).toEqual([403, 'AccessDenied']);
    expect(old.body).toContain('Request has expired');
    expect([longer.status, longer.code]).toEqual([403, 'SignatureDoesNotMatch']);
    expect([tooLong.status, tooLong.code]).toEqual([400, 'AuthorizationQueryParametersError']);
  });

  it('refuses a link signed with an unknown access key (403 InvalidAccessKeyId)', async () => {
    const { key } = await storedWithReadLink();
    const stranger = new S3Client({
      endpoint: s3.endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'STRANGER', secretAccessKey: LOCAL_S3_CREDENTIALS.secretAccessKey },
    });

    const answer = await send(await getSignedUrl(stranger, new GetObjectCommand({ Bucket: s3.bucket, Key: key }), { expiresIn: 60 }));
    stranger.destroy();

    expect([answer.status, answer.code]).toEqual([403, 'InvalidAccessKeyId']);
  });

  it('refuses unsigned reads, writes and listings (403 AccessDenied)', async () => {
    const { key } = await storedWithReadLink();
    const objectUrl = `${s3.endpoint}/${s3.bucket}/${key}`;

    const read = await send(objectUrl);
    const write = await send(objectUrl, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: '<html>' });
    const listing = await send(`${s3.endpoint}/${s3.bucket}?list-type=2`);

    for (const answer of [read, write, listing]) expect([answer.status, answer.code]).toEqual([403, 'AccessDenied']);
    expect(read.body).not.toContain('%PDF');
    expect((await headObject(key))?.contentType).toBe('application/pdf');
  });

  it('refuses a header-signed request whose body is not the one its signature hashed (400 XAmzContentSHA256Mismatch)', async () => {
    const key = roomObjectKey('deal-s3-front');
    const captured = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: LOCAL_S3_CREDENTIALS });
    let signed: { headers: Record<string, string>; path: string } | undefined;
    captured.middlewareStack.add(
      () => (args) => {
        signed = args.request as typeof signed;
        throw new Error('captured');
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    await captured.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'abc', ContentType: 'text/plain' })).catch(() => undefined);
    captured.destroy();

    const answer = await send(`${s3.endpoint}${signed!.path}?x-id=PutObject`, { method: 'PUT', headers: signed!.headers, body: 'xyz' });

    expect([answer.status, answer.code]).toEqual([400, 'XAmzContentSHA256Mismatch']);
    expect(await headObject(key)).toBeUndefined();
  });

  it('still serves the SDK client (header-signed): PUT, HEAD, GET, ranged GET, listing, DELETE', async () => {
    const client = s3Client();
    const key = roomObjectKey('deal-s3-front');
    const bytes = new TextEncoder().encode('0123456789');

    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: 'text/plain' }));
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    const whole = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    const range = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, Range: 'bytes=2-4' }));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: key }));
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));

    expect(head.ContentLength).toBe(10);
    expect(await whole.Body!.transformToString()).toBe('0123456789');
    expect(await range.Body!.transformToString()).toBe('234');
    expect(listed.Contents?.map((object) => object.Key)).toEqual([key]);
    expect(await headObject(key)).toBeUndefined();
  });

  it('writes a server-made object once (412 on the same key) unless asked to replace it', async () => {
    const key = roomObjectKey('deal-s3-front');
    await putObject(key, new TextEncoder().encode('first'), 'text/plain');

    const again = putObject(key, new TextEncoder().encode('second'), 'text/plain');
    await expect(again).rejects.toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
    await putObject(key, new TextEncoder().encode('third'), 'text/plain', { replace: true });

    expect(new TextDecoder().decode(await readObject(key))).toBe('third');
  });

  it("lets the browser's CORS preflight through unsigned, and a refusal carries CORS so the page can read it", async () => {
    const { url } = await storedWithReadLink();
    const preflight = await send(url, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type,if-none-match,x-amz-checksum-sha256' },
    });
    const refused = await send(`${url}&response-content-type=text%2Fhtml`, { headers: { Origin: ORIGIN } });

    expect(preflight.status).toBe(200);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBe(ORIGIN);
  });
});
