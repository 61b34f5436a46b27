import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { decodeOrUndefined } from '@club/functions/lib/decode';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

/** The headers CloudFront's response-headers policy adds to the web build. */
export const WEB_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Serves the web build as CloudFront will: files as they are, and the SPA's
 * index.html for paths without a file extension (client-side routes). A
 * missing path with an extension stays a 404.
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
  const body = fs.readFileSync(file);
  const hashedAsset = pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...WEB_SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
