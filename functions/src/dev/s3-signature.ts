import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import { S3RefusalError, refusals } from './s3-refusal.js';
import { NodeSha256 } from '../platform/aws/node-sha256.js';

/**
 * Development tooling: checks an S3 request's AWS Signature Version 4 as S3
 * does, for the local S3 server's verifying front (s3-front.ts). The
 * signature is computed again with the SDK's own signer over the request as
 * it arrived (method, path, query, the headers it says it signed, the payload
 * hash) and must equal the one sent: a changed byte anywhere signed refuses it.
 */

/** A request as the front received it. */
export interface ReceivedRequest {
  method: string;
  /** The path as received, still percent-encoded: S3 signs it so. */
  path: string;
  /** The query's parameters, decoded, in the order received. */
  query: readonly (readonly [string, string])[];
  headers: IncomingHttpHeaders;
}

/** What a valid signature covers. */
export interface VerifiedRequest {
  /** Lower-case names of the headers the signature covers. */
  signedHeaders: ReadonlySet<string>;
  /** The payload hash signed: a hex SHA-256 of the body, or `UNSIGNED-PAYLOAD` (always so for presigned URLs). */
  payloadHash: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** The longest a presigned URL may live: a week. */
const MAX_EXPIRES_SECONDS = 604_800;
/** How far a header-signed request's time may be from the server's. */
const MAX_SKEW_MS = 15 * 60_000;
const QUERY_AUTH = {
  algorithm: 'X-Amz-Algorithm',
  credential: 'X-Amz-Credential',
  date: 'X-Amz-Date',
  expires: 'X-Amz-Expires',
  signedHeaders: 'X-Amz-SignedHeaders',
  signature: 'X-Amz-Signature',
} as const;

type SecretKeys = Readonly<Record<string, string>>;
type SignableRequest = Parameters<SignatureV4['presign']>[0];

/**
 * Verifies the request's signature (header or presigned URL) against the
 * known keys at time `now`; throws the refusal S3 would answer otherwise.
 */
export async function verifySignature(request: ReceivedRequest, keys: SecretKeys, now: number = Date.now()): Promise<VerifiedRequest> {
  const authorization = headerValue(request.headers, 'authorization');
  const presigned = request.query.some(([name]) => name === QUERY_AUTH.algorithm);
  if (authorization !== undefined && presigned) {
    throw new S3RefusalError(
      400,
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter or the Authorization header should be specified',
    );
  }
  if (presigned) return verifyPresigned(request, keys, now);
  if (authorization !== undefined) return verifyAuthorizationHeader(request, authorization, keys, now);
  // The bucket is private: nothing is answered to a request signed by no one.
  throw refusals.accessDenied();
}

/** A presigned URL: the X-Amz-* query parameters carry the signature and its scope. */
async function verifyPresigned(request: ReceivedRequest, keys: SecretKeys, now: number): Promise<VerifiedRequest> {
  const param = (name: string) => request.query.find(([key]) => key === name)?.[1];
  const [algorithm, credential, date, expires, signedHeaderList, signature] = Object.values(QUERY_AUTH).map(param);
  if (!algorithm || !credential || !date || !expires || !signedHeaderList || !signature) {
    throw refusals.queryAuthMalformed(
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  if (algorithm !== ALGORITHM) throw refusals.queryAuthMalformed(`X-Amz-Algorithm only supports "${ALGORITHM}"`);
  const scope = parseCredential(credential, refusals.queryAuthMalformed);
  const signingDate = parseAmzDate(date, scope.date, refusals.queryAuthMalformed);
  if (!/^\d+$/.test(expires)) throw refusals.queryAuthMalformed('X-Amz-Expires should be a number');
  const expiresIn = Number(expires);
  if (expiresIn > MAX_EXPIRES_SECONDS) throw refusals.queryAuthMalformed('X-Amz-Expires must be less than a week (in seconds) that is; 604800');
  const secret = secretOf(keys, scope.accessKeyId);
  const expiresAt = signingDate.getTime() + expiresIn * 1000;
  if (expiresAt < now) {
    const details = { 'X-Amz-Expires': expires, Expires: new Date(expiresAt).toISOString(), ServerTime: new Date(now).toISOString() };
    throw new S3RefusalError(403, 'AccessDenied', 'Request has expired', details);
  }

  const signedHeaders = headerNames(signedHeaderList);
  const headers = signedHeaderValues(request.headers, signedHeaders);
  // A presigned URL's payload is never signed; the header only tells the signer so (kept out of the signed headers and the query).
  const payloadHeader: Record<string, string> = signedHeaders.has('x-amz-content-sha256') ? {} : { 'x-amz-content-sha256': UNSIGNED_PAYLOAD };
  const authParams = new Set<string>(Object.values(QUERY_AUTH));
  const recomputed = await signerFor(scope.accessKeyId, secret).presign(
    signable(
      request,
      request.query.filter(([name]) => !authParams.has(name)),
      { ...headers, ...payloadHeader },
    ),
    {
      signingDate,
      expiresIn,
      signingRegion: scope.region,
      signingService: scope.service,
      signableHeaders: signedHeaders,
      unsignableHeaders: new Set(Object.keys(payloadHeader)),
      // The signed headers stay headers, as they were sent.
      unhoistableHeaders: new Set(Object.keys(headers).concat(Object.keys(payloadHeader))),
    },
  );
  if (recomputed.query?.[QUERY_AUTH.signedHeaders] !== signedHeaderList || !sameSignature(String(recomputed.query?.[QUERY_AUTH.signature]), signature)) {
    throw refusals.signatureMismatch();
  }
  return { signedHeaders, payloadHash: headers['x-amz-content-sha256'] ?? UNSIGNED_PAYLOAD };
}

/** A request signed in its Authorization header (the SDK's own calls). */
async function verifyAuthorizationHeader(request: ReceivedRequest, authorization: string, keys: SecretKeys, now: number): Promise<VerifiedRequest> {
  if (!authorization.startsWith(`${ALGORITHM} `)) {
    throw new S3RefusalError(400, 'InvalidRequest', `The authorization mechanism you have provided is not supported. Please use ${ALGORITHM}.`);
  }
  const parts = new Map(
    authorization
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((part) => part.trim().split(/=(.*)/s, 2) as [string, string | undefined]),
  );
  const credential = parts.get('Credential');
  const signedHeaderList = parts.get('SignedHeaders');
  const signature = parts.get('Signature');
  if (!credential || !signedHeaderList || !signature) {
    throw refusals.headerAuthMalformed('The authorization header is malformed; it must name the Credential, SignedHeaders and Signature.');
  }
  const scope = parseCredential(credential, refusals.headerAuthMalformed);
  const secret = secretOf(keys, scope.accessKeyId);
  const date = headerValue(request.headers, 'x-amz-date');
  if (!date) throw new S3RefusalError(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  const signingDate = parseAmzDate(date, scope.date, refusals.headerAuthMalformed);
  if (Math.abs(signingDate.getTime() - now) > MAX_SKEW_MS) {
    throw new S3RefusalError(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
  if (!payloadHash) throw new S3RefusalError(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');

  const signedHeaders = headerNames(signedHeaderList);
  // The payload hash goes in as sent: unsigned, it ends up signed here and the signature differs, as S3 requires it signed.
  const headers = { ...signedHeaderValues(request.headers, signedHeaders), 'x-amz-content-sha256': payloadHash };
  const recomputed = await signerFor(scope.accessKeyId, secret).sign(signable(request, request.query, headers), {
    signingDate,
    signingRegion: scope.region,
    signingService: scope.service,
    signableHeaders: signedHeaders,
  });
  const expected = `SignedHeaders=${signedHeaderList}, Signature=`;
  const answer = String(recomputed.headers.authorization);
  const at = answer.indexOf(expected);
  if (at < 0 || !sameSignature(answer.slice(at + expected.length), signature)) throw refusals.signatureMismatch();
  return { signedHeaders, payloadHash };
}

/** `AKID/yyyymmdd/region/service/aws4_request`, or the refusal `malformed` makes. */
function parseCredential(credential: string, malformed: (message: string) => S3RefusalError) {
  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length) {
    throw malformed(`Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/s3/aws4_request".`);
  }
  return { accessKeyId, date, region, service };
}

/** `yyyymmddThhmmssZ`, on the day the credential's scope names. */
function parseAmzDate(value: string, scopeDate: string, malformed: (message: string) => S3RefusalError): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  const date = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw malformed("X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"");
  if (!value.startsWith(scopeDate)) throw malformed(`Invalid credential date "${scopeDate}". This date is not the same as X-Amz-Date: "${value.slice(0, 8)}".`);
  return date;
}

function secretOf(keys: SecretKeys, accessKeyId: string): string {
  const secret = Object.hasOwn(keys, accessKeyId) ? keys[accessKeyId] : undefined;
  if (secret === undefined) {
    throw new S3RefusalError(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });
  }
  return secret;
}

const headerNames = (list: string) => new Set(list.split(';'));

/** The values sent for the signed headers; a signed header not sent cannot match what was signed. */
function signedHeaderValues(received: IncomingHttpHeaders, signed: ReadonlySet<string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of signed) {
    const value = headerValue(received, name);
    if (value === undefined) throw refusals.signatureMismatch();
    headers[name] = value;
  }
  return headers;
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request in the signer's shape: the raw path, the query (repeated names as lists), these headers only. */
function signable(request: ReceivedRequest, query: ReceivedRequest['query'], headers: Record<string, string>): SignableRequest {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of query) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return {
    method: request.method,
    protocol: 'http:',
    hostname: headers.host ?? '',
    path: request.path,
    query: Object.fromEntries([...grouped].map(([name, values]) => [name, values.length === 1 ? values[0]! : values])),
    headers,
  };
}

function sameSignature(computed: string, sent: string): boolean {
  const a = Buffer.from(computed);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

const signers = new Map<string, SignatureV4>();

/** One signer per key pair (it keeps its derived signing keys). S3 paths are signed as sent, not escaped again. */
function signerFor(accessKeyId: string, secretAccessKey: string): SignatureV4 {
  const id = `${accessKeyId}:${secretAccessKey}`;
  let signer = signers.get(id);
  if (!signer) {
    signer = new SignatureV4({
      credentials: { accessKeyId, secretAccessKey },
      region: 'us-east-1',
      service: 's3',
      sha256: NodeSha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
    signers.set(id, signer);
  }
  return signer;
}
