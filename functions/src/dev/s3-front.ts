import { createHash } from 'node:crypto';
import http from 'node:http';
import { S3RefusalError, newRequestId } from './s3-refusal.js';
import { headerValue, verifySignature, type ReceivedRequest, type VerifiedRequest } from './s3-signature.js';

/**
 * Development tooling: the verifying front of the local S3 server. s3rver
 * stores and serves the objects but checks no signature, so this front,
 * on the port everything talks to, checks what S3 checks before it passes a
 * request on: the SigV4 signature (header or presigned URL) and its expiry,
 * the body against its signed SHA-256 and `x-amz-checksum-sha256`, and
 * `If-None-Match: *` on a PUT. A refusal is answered as S3 answers it.
 * CORS preflights pass unsigned, as S3 lets them.
 */

export interface S3FrontOptions {
  /** The public port: the endpoint the client and the browser use. */
  port: number;
  /** s3rver's own port on 127.0.0.1. */
  upstreamPort: number;
  /** The known key pairs: access key id → secret key. */
  keys: Readonly<Record<string, string>>;
  /** The origins the bucket's CORS allows (`*` for any): refusals carry CORS headers too, so the browser can read them. */
  origins: readonly string[];
  /** The largest request body taken: it is held in memory to be hashed before anything is stored. */
  maxBodyBytes: number;
}

export interface S3Front {
  close(): Promise<void>;
}

// Headers of one connection, not of the request: never passed on.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'expect', 'upgrade', 'te', 'trailer', 'proxy-connection'];
const SHA256_HEX = /^[0-9a-f]{64}$/;
const WRITES = new Set(['PUT', 'POST', 'DELETE']);

export async function startS3Front(options: S3FrontOptions): Promise<S3Front> {
  const writes = new KeyQueue();
  const server = http.createServer((req, res) => void handle(req, res, options, writes));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, options: S3FrontOptions, writes: KeyQueue): Promise<void> {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const method = req.method ?? 'GET';
  try {
    if (method === 'OPTIONS') {
      await forward(req, res, await readBody(req, options.maxBodyBytes), options.upstreamPort);
      return;
    }
    const received: ReceivedRequest = { method, path, query: parseQuery(queryAt < 0 ? '' : url.slice(queryAt + 1)), headers: req.headers };
    const verified = await verifySignature(received, options.keys);
    const body = await readBody(req, options.maxBodyBytes);
    checkBody(method, req.headers, verified, body);
    if (!WRITES.has(method)) {
      await forward(req, res, body, options.upstreamPort);
      return;
    }
    // Writes to one key go one at a time, so a conditional PUT's check and its write see no other write between them.
    await writes.run(path, async () => {
      if (method === 'PUT') await checkConditions(req.headers, path, options.upstreamPort);
      await forward(req, res, body, options.upstreamPort);
    });
  } catch (error) {
    const refusal = error instanceof S3RefusalError ? error : new S3RefusalError(500, 'InternalError', 'We encountered an internal error. Please try again.');
    refuse(req, res, refusal, path, options.origins);
  }
}

/** The query's parameters, decoded, in order; a parameter without `=` has an empty value. */
function parseQuery(query: string): [string, string][] {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3RefusalError(400, 'InvalidURI', "Couldn't parse the specified URI.");
  }
}

/** The request's body, refused past `maxBytes` (announced or sent). */
async function readBody(req: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new S3RefusalError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', { MaxSizeAllowed: String(maxBytes) });
  if (Number(headerValue(req.headers, 'content-length') ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/**
 * The body must be what was signed: its SHA-256 when the signature covers
 * one, and the `x-amz-checksum-sha256` sent with it. Its length needs no check
 * here: Node reads exactly Content-Length bytes, and the signature covers
 * that header whenever the URL signed it.
 */
function checkBody(method: string, headers: http.IncomingHttpHeaders, verified: VerifiedRequest, body: Buffer): void {
  const { payloadHash } = verified;
  if (SHA256_HEX.test(payloadHash)) {
    const computed = createHash('sha256').update(body).digest('hex');
    if (computed !== payloadHash) {
      throw new S3RefusalError(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.", {
        ClientComputedContentSHA256: payloadHash,
        S3ComputedContentSHA256: computed,
      });
    }
  } else if (payloadHash.startsWith('STREAMING-')) {
    throw new S3RefusalError(501, 'NotImplemented', 'The local S3 server takes no aws-chunked bodies', { Header: 'x-amz-content-sha256' });
  } else if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    throw new S3RefusalError(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-..., or a valid sha256 value.');
  }
  const checksum = headerValue(headers, 'x-amz-checksum-sha256');
  if (checksum === undefined || (method !== 'PUT' && method !== 'POST')) return;
  if (!/^[A-Za-z0-9+/]{43}=$/.test(checksum)) throw new S3RefusalError(400, 'InvalidRequest', 'Value for x-amz-checksum-sha256 header is invalid.');
  if (createHash('sha256').update(body).digest('base64') !== checksum) {
    throw new S3RefusalError(400, 'BadDigest', 'The SHA256 you specified did not match the calculated checksum.');
  }
}

/**
 * A PUT's preconditions: `If-None-Match: *` writes only a key that does not
 * exist yet (412 otherwise); `If-Match: <etag>` only over the object with
 * that ETag (412 when it changed, 404 when there is none), as S3 does. Other
 * conditions are refused rather than ignored.
 */
async function checkConditions(headers: http.IncomingHttpHeaders, path: string, upstreamPort: number): Promise<void> {
  const match = headerValue(headers, 'if-match');
  if (match !== undefined) {
    const etag = await etagOf(path, upstreamPort);
    if (etag === undefined) throw new S3RefusalError(404, 'NoSuchKey', 'The specified key does not exist.');
    if (etag !== match.trim()) {
      throw new S3RefusalError(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-Match' });
    }
  }
  const noneMatch = headerValue(headers, 'if-none-match');
  if (noneMatch === undefined) return;
  if (noneMatch.trim() !== '*') {
    throw new S3RefusalError(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented', { Header: 'If-None-Match' });
  }
  if (await exists(path, upstreamPort)) {
    throw new S3RefusalError(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-None-Match' });
  }
}

/** The ETag of the object s3rver holds at this path, or undefined when there is none. */
function etagOf(path: string, upstreamPort: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const head = http.request({ host: '127.0.0.1', port: upstreamPort, method: 'HEAD', path }, (answer) => {
      answer.resume();
      if (answer.statusCode === 200) resolve(String(answer.headers.etag ?? ''));
      else if (answer.statusCode === 404) resolve(undefined);
      else reject(new Error(`The local S3 server answered ${answer.statusCode} to a HEAD of ${path}`));
    });
    head.on('error', reject);
    head.end();
  });
}

/** Whether s3rver holds an object at this path (its HEAD answers 200). */
function exists(path: string, upstreamPort: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const head = http.request({ host: '127.0.0.1', port: upstreamPort, method: 'HEAD', path }, (answer) => {
      answer.resume();
      if (answer.statusCode === 200) resolve(true);
      else if (answer.statusCode === 404) resolve(false);
      else reject(new Error(`The local S3 server answered ${answer.statusCode} to a HEAD of ${path}`));
    });
    head.on('error', reject);
    head.end();
  });
}

/** Passes the request (its body already read) to s3rver and streams the answer back; resolves once the answer is sent. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, upstreamPort: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers = withoutHopByHop(req.headers);
    if (body.length || headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
      answer.pipe(res);
      const done = () => {
        answer.destroy();
        resolve();
      };
      res.once('finish', done).once('close', done);
    });
    upstream.once('error', reject);
    upstream.end(body);
  });
}

function withoutHopByHop<T extends http.IncomingHttpHeaders>(headers: T): T {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

/** Answers the refusal as S3 does: its status and XML error (no body to a HEAD), with CORS for an allowed origin. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, refusal: S3RefusalError, resource: string, origins: readonly string[]): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const requestId = newRequestId();
  const body = req.method === 'HEAD' ? '' : refusal.xml(resource, requestId);
  const origin = headerValue(req.headers, 'origin');
  const cors =
    origin && (origins.includes('*') || origins.includes(origin))
      ? { 'access-control-allow-origin': origins.includes('*') ? '*' : origin, 'access-control-expose-headers': 'ETag', vary: 'Origin' }
      : {};
  res.writeHead(refusal.statusCode, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': requestId,
    ...cors,
  });
  res.end(body);
}

/** Runs work one at a time per key (the local server is one process: a promise chain per key is the whole lock). */
class KeyQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run(key: string, work: () => Promise<void>): Promise<void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const done = before.then(work);
    const tail = done.catch(() => {});
    this.tails.set(key, tail);
    try {
      await done;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
