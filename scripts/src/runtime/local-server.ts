import http from 'node:http';
import path from 'node:path';
import { handlerFiles } from '@club/functions/handlers';
import type { ApiHandler } from '@club/functions/platform/http/handler';
import { API_SECURITY_HEADERS } from '@club/functions/platform/http/security-headers';
import type { RouteId } from '@club/shared';
import { repoRoot, webDist } from '../lib/paths.js';
import { matchRoute } from './api-router.js';
import { lambdaContext, sendResult, toApiGatewayEvent } from './apigw-event.js';
import { STAGE_RATE_LIMITS, createRateLimiter, type Limited, type LocalRateLimits, type RateLimiter } from './rate-limits.js';
import { WEB_SECURITY_HEADERS, serveStatic } from './static-files.js';

const MAX_BODY_BYTES = 1024 * 1024;
const functionsDir = path.join(repoRoot, 'functions');

export interface LocalServerOptions {
  /** The web build to serve; defaults to web/dist. */
  distDir?: string;
  /** The local sign-in provider, mounted at /local-idp (local stage only). */
  localIdp?: { handle(req: http.IncomingMessage, res: http.ServerResponse): void };
  /** Loads a route's handler; defaults to importing its file from the manifest. */
  loadHandler?: (id: RouteId) => Promise<ApiHandler>;
  /**
   * The cloud's rate limits, applied here too (429 with Retry-After):
   * per-route throttles and the WAF's per-IP rules. On by default with a
   * non-prod stage's numbers; tests that fire bursts on purpose (the bench)
   * give `false` or their own limits.
   * @default STAGE_RATE_LIMITS
   */
  rateLimits?: LocalRateLimits | false;
}

const handlerCache = new Map<RouteId, Promise<ApiHandler>>();
const importHandler = (id: RouteId): Promise<ApiHandler> => {
  let loaded = handlerCache.get(id);
  if (!loaded) {
    loaded = import(path.join(functionsDir, handlerFiles[id])).then((m: { handler: ApiHandler }) => m.handler);
    handlerCache.set(id, loaded);
  }
  return loaded;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

/**
 * One port for everything, as CloudFront is in the cloud: `/api/*` → the
 * route's Lambda handler with a real API Gateway v2 event, `/local-idp*` →
 * the local sign-in provider, anything else → the web build (SPA fallback).
 * Returned not yet listening, or set on `server` (already listening, the
 * local stack's: it holds its port from the start).
 */
export function createLocalServer(options: LocalServerOptions = {}, server = http.createServer()): http.Server {
  const distDir = options.distDir ?? webDist;
  const load = options.loadHandler ?? importHandler;
  const limits = options.rateLimits ?? STAGE_RATE_LIMITS;
  const limiter = limits ? createRateLimiter(limits) : undefined;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/local-idp' || pathname.startsWith('/local-idp/')) {
      setHeaders(res, LOCAL_IDP_HEADERS);
      if (options.localIdp) return options.localIdp.handle(req, res);
      return json(res, 404, { message: 'Not Found' });
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // Defaults for the answers this server makes itself; a handler's own headers replace them.
      setHeaders(res, API_SECURITY_HEADERS);
      void handleApi(req, res, pathname, load, limiter);
      return;
    }
    serveStatic(req, res, distDir);
  });
  // Requests Node refuses before routing (headers too large, a malformed request line) get the same headers.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const headers = Object.entries(API_SECURITY_HEADERS)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 ${status}\r\n${headers}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  });
  return server;
}

/** The local provider's pages carry an inline script, so their policy allows that and nothing from elsewhere. */
const LOCAL_IDP_HEADERS: Record<string, string> = {
  ...WEB_SECURITY_HEADERS,
  'cache-control': 'no-store',
  'content-security-policy': WEB_SECURITY_HEADERS['content-security-policy']!.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
};

const setHeaders = (res: http.ServerResponse, headers: Readonly<Record<string, string>>) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
};

async function handleApi(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  load: (id: RouteId) => Promise<ApiHandler>,
  limiter: RateLimiter | undefined,
): Promise<void> {
  // The WAF sees every request first, the stage's throttle only the routes it has.
  const atEdge = limiter?.edge(pathname, req.socket.remoteAddress ?? 'unknown');
  if (atEdge) return tooMany(req, res, atEdge);
  const match = matchRoute(req.method ?? 'GET', pathname);
  if (!match) return json(res, 404, { message: 'Not Found' });
  const throttled = limiter?.route(`${match.route.method} ${match.route.path}`, match.route);
  if (throttled) return tooMany(req, res, throttled);
  // A client's malformed percent-encoding is bad input, never a crash of the server.
  if (match.malformed)
    return json(res, 400, { message: 'Invalid request', issues: [{ path: ['params', match.malformed], message: 'Malformed percent-encoding' }] });
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch {
    return json(res, 413, { message: 'Request body too large' });
  }
  const event = toApiGatewayEvent(req, body, match);
  try {
    const handler = await load(match.id);
    sendResult(res, await handler(event, lambdaContext(match.id)));
  } catch (error) {
    // API Gateway answers 500 when the function itself fails.
    console.error(`[${match.id}] handler failed`, error);
    if (!res.headersSent) json(res, 500, { message: 'Internal Server Error' });
  }
}

/** 429 as API Gateway and WAF answer it, with the seconds to wait. */
function tooMany(req: http.IncomingMessage, res: http.ServerResponse, limited: Limited): void {
  req.resume();
  res.setHeader('retry-after', String(limited.retryAfterSeconds));
  json(res, 429, { message: 'Too Many Requests' });
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
