import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ENV } from '@club/shared';
import { decodeOrUndefined } from '@club/functions/platform/lib/decode';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The local S3 server's origin, when one runs: it is another origin (its own
 * port), and the browser PUTs uploads to it and reads views from it, as it
 * does from the stage's bucket in the cloud.
 */
const localBucket = (): string => {
  const endpoint = process.env[ENV.s3Endpoint];
  return endpoint ? ` ${new URL(endpoint).origin}` : '';
};

/** The headers CloudFront's response-headers policy adds to the web build. */
export const WEB_SECURITY_HEADERS: Record<string, string> = {
  // A getter: the local S3 server's endpoint is set after this module loads (applyLocalEnv), and spreads read it each time.
  get 'content-security-policy'() {
    const bucket = localBucket();
    return `default-src 'self'; img-src 'self' data: https:${bucket}; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'${bucket}; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`;
  },
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Serves the web build as CloudFront will: files as they are (text formats
 * brotli- or gzip-compressed by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`), and the SPA's index.html for paths without a file
 * extension (client-side routes). A missing path with an extension stays a 404.
 */
export function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, distDir: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', ...WEB_SECURITY_HEADERS }).end();
    return;
  }
  const pathname = decodeOrUndefined(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (pathname === undefined) {
    res.writeHead(400, WEB_SECURITY_HEADERS).end('Bad request');
    return;
  }
  const root = path.resolve(distDir);
  const requested = path.resolve(root, `.${path.posix.normalize(pathname)}`);
  if (requested !== root && !requested.startsWith(root + path.sep)) {
    res.writeHead(404, WEB_SECURITY_HEADERS).end('Not found');
    return;
  }
  let file = requested;
  if (!isFile(file)) {
    if (path.extname(pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...WEB_SECURITY_HEADERS }).end('Not found');
      return;
    }
    file = path.join(root, 'index.html');
    if (!isFile(file)) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', ...WEB_SECURITY_HEADERS })
        .end('The web app is not built yet: run `npm start` (it builds it) or `npm run build:web`.');
      return;
    }
  }
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const hashedAsset = pathname.startsWith('/assets/');
  const compressible = COMPRESSIBLE.test(type);
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : undefined;
  const body = encoding ? compressed(file, encoding) : fs.readFileSync(file);
  res.writeHead(200, {
    'content-type': type,
    'content-length': String(body.length),
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...WEB_SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Text formats are worth compressing; images and fonts already are compressed. */
const COMPRESSIBLE = /^(text\/|application\/json|application\/manifest\+json|image\/svg\+xml|image\/x-icon)/;

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, as CloudFront does: brotli when the client
 * accepts it, else gzip, else none. A `q=0` refuses an encoding.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/** Compressed bodies, made once per file version (path, size and mtime) and kept for the server's life. */
const compressedCache = new Map<string, Buffer>();

function compressed(file: string, encoding: Encoding): Buffer {
  const stat = fs.statSync(file);
  const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : zlib.gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
