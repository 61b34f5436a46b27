/**
 * More API Gateway / CloudFront parity checks for the local server
 * (scripts/src/runtime/local-server.ts), beyond runtime/local-server.test.ts:
 * path parameters from `{param}` routes, text vs base64 request bodies, the
 * body cap, the Lambda context, and static-serving edge cases.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalServer } from './local-server.js';

interface Seen {
  id: string;
  event: APIGatewayProxyEventV2;
  context: Context;
}

let server: http.Server;
let base: string;
let port: number;
let seen: Seen[] = [];
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-dist-'));
const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-secret-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(secretDir, 'secret.txt'), 'outside the build');
  server = createLocalServer({
    distDir: dist,
    loadHandler: async (id) => async (event, context) => {
      seen.push({ id, event, context });
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(secretDir, { recursive: true, force: true });
});
beforeEach(() => {
  seen = [];
});

/** A request with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('API Gateway v2 event', () => {
  it('fills pathParameters and the route key from a `{param}` route', async () => {
    const res = await fetch(`${base}/api/posts/post-42/replies?limit=5`, { headers: { 'user-agent': 'parity-test' } });
    expect(res.status).toBe(200);

    const { id, event } = seen[0]!;
    expect(id).toBe('listPostReplies');
    expect(event.routeKey).toBe('GET /api/posts/{postId}/replies');
    expect(event.pathParameters).toEqual({ postId: 'post-42' });
    expect(event.queryStringParameters).toEqual({ limit: '5' });
    expect(event.cookies).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.requestContext).toMatchObject({
      routeKey: 'GET /api/posts/{postId}/replies',
      stage: '$default',
      domainName: '127.0.0.1',
      http: { method: 'GET', path: '/api/posts/post-42/replies', protocol: 'HTTP/1.1', userAgent: 'parity-test' },
    });
    expect(event.requestContext.accountId).toEqual(expect.any(String));
    expect(event.requestContext.apiId).toEqual(expect.any(String));
    expect(event.requestContext.domainPrefix).toEqual(expect.any(String));
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(10_000);
    expect(event.requestContext.time).toEqual(expect.any(String));
  });

  it('matches a parameter against one path segment only, and the method too', async () => {
    for (const [method, url] of [
      ['GET', '/api/posts/a/b/replies'],
      ['PATCH', '/api/posts/post-42/interest'],
    ] as const) {
      const res = await fetch(`${base}${url}`, { method });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
    expect(seen).toEqual([]);
  });

  it('gives each request its own request id and a Lambda-like context named after the route', async () => {
    await fetch(`${base}/api/posts/p1`);
    await fetch(`${base}/api/posts/p1`);

    const [first, second] = seen;
    expect(first!.event.requestContext.requestId).not.toBe(second!.event.requestContext.requestId);
    expect(first!.context.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.context.functionName).toContain('getPost');
    expect(first!.context.getRemainingTimeInMillis()).toBeGreaterThan(0);
  });

  it('passes a JSON body as utf-8 text', async () => {
    const body = JSON.stringify({ title: 'Shrimp buyers in Osaka?', body: 'నమస్కారం' });
    await fetch(`${base}/api/posts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const { id, event } = seen[0]!;
    expect(id).toBe('createPost');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe(body);
    expect(event.headers['content-type']).toBe('application/json');
  });

  it('base64-encodes a binary body', async () => {
    const bytes = Buffer.from([0, 255, 1, 128, 10]);
    await fetch(`${base}/api/posts`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes });

    const { event } = seen[0]!;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('refuses a body over 1 MB with 413 without calling the handler', async () => {
    const res = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `"${'x'.repeat(1024 * 1024 + 10)}"`,
    });
    expect(res.status).toBe(413);
    expect(seen).toEqual([]);
  });
});

describe('static files', () => {
  it('serves a file with its content type and HEAD without a body', async () => {
    const res = await fetch(`${base}/favicon.svg`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await res.text()).toBe('');
  });

  it('answers only GET and HEAD', async () => {
    const res = await fetch(`${base}/forums`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });

  it('serves the SPA for nested client routes', async () => {
    const res = await fetch(`${base}/forums/general/posts/123`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>spa</title>');
  });

  it('refuses traversal however it is spelled', async () => {
    const escape = path.relative(dist, path.join(secretDir, 'secret.txt'));
    for (const raw of [`/${escape}`, `/%2e%2e/${path.basename(secretDir)}/secret.txt`, `/..%2f${path.basename(secretDir)}%2fsecret.txt`]) {
      const res = await rawGet(raw);
      expect(res.body, raw).not.toContain('outside the build');
      expect(res.status, raw).toBe(404);
    }
  });
});

describe('/local-idp without a provider', () => {
  it('answers 404 when no sign-in provider is mounted (a cloud stage)', async () => {
    const res = await fetch(`${base}/local-idp/.well-known/openid-configuration`);
    expect(res.status).toBe(404);
  });
});
