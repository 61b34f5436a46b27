import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer } from './local-server.js';
import { STAGE_RATE_LIMITS } from './rate-limits.js';

let server: http.Server;
let base: string;
let seen: { id: string; event: APIGatewayProxyEventV2 }[] = [];
let answer: (id: string) => unknown = () => ({ statusCode: 200, body: '' });
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(os.tmpdir(), 'secret.txt'), 'outside');
  server = createLocalServer({
    distDir: dist,
    loadHandler: async (id) => async (event) => {
      seen.push({ id, event });
      return answer(id) as never;
    },
    localIdp: { handle: (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('idp') },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('local server: /api', () => {
  it('builds an API Gateway HTTP API v2 event from the request', async () => {
    seen = [];
    await fetch(`${base}/api/auth/callback?code=a&state=b&state=c`, {
      headers: { cookie: 'club_session=s1; club_login=l1', 'X-Custom': 'yes' },
    });

    const { id, event } = seen[0]!;
    expect(id).toBe('authCallback');
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('GET /api/auth/callback');
    expect(event.rawPath).toBe('/api/auth/callback');
    expect(event.rawQueryString).toBe('code=a&state=b&state=c');
    expect(event.queryStringParameters).toEqual({ code: 'a', state: 'b,c' });
    expect(event.cookies).toEqual(['club_session=s1', 'club_login=l1']);
    expect(event.headers['x-custom']).toBe('yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.http).toMatchObject({ method: 'GET', path: '/api/auth/callback', sourceIp: '127.0.0.1' });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.stage).toBe('$default');
  });

  it('translates the result back: status, headers, one Set-Cookie per cookie, base64 bodies', async () => {
    answer = () => ({
      statusCode: 201,
      headers: { 'content-type': 'text/plain', 'x-answer': '42' },
      cookies: ['a=1; Path=/', 'b=2; Path=/'],
      body: Buffer.from('héllo').toString('base64'),
      isBase64Encoded: true,
    });
    const res = await fetch(`${base}/api/auth/user`);

    expect(res.status).toBe(201);
    expect(res.headers.get('x-answer')).toBe('42');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.text()).toBe('héllo');
  });

  it('passes redirects through without following them', async () => {
    answer = () => ({ statusCode: 302, headers: { location: '/elsewhere' }, body: '' });
    const res = await fetch(`${base}/api/login`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/elsewhere');
  });

  it('answers 404 JSON for an unknown path or method, like API Gateway', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/auth/user'],
      ['GET', '/api'],
    ] as const) {
      const res = await fetch(`${base}${url}`, { method });
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 400 naming the parameter for malformed percent-encoding in a path, and keeps serving', async () => {
    seen = [];
    for (const bad of ['/api/darshan-plans/%E0%A4%A', '/api/posts/%C0%AE', '/api/saved-items/post/%']) {
      const res = await fetch(`${base}${bad}`);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { issues: { path: string[] }[] }).issues[0]!.path[0]).toBe('params');
    }
    expect(seen).toHaveLength(0);
    expect((await fetch(`${base}/api/posts/p%201`)).status).toBe(200);
    expect(seen[0]!.event.pathParameters).toEqual({ postId: 'p 1' });
  });

  it('puts the API security headers on the answers it makes itself', async () => {
    const expectHeaders = (res: Response, what: string) => {
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), what).toBe('DENY');
      expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
    };
    expectHeaders(await fetch(`${base}/api/nothing-here`), 'unknown route');
    expectHeaders(await fetch(`${base}/api/posts`, { method: 'OPTIONS' }), 'OPTIONS');
    expectHeaders(await fetch(`${base}/api/posts`, { method: 'HEAD' }), 'HEAD');
    expectHeaders(await fetch(`${base}/api/posts/%`), 'malformed path');
    const tooLarge = await fetch(`${base}/api/posts`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) }).catch(() => undefined);
    if (tooLarge) expectHeaders(tooLarge, '413');
    const hugeHeaders = await fetch(`${base}/api/posts`, { headers: { 'x-big': 'y'.repeat(20_000) } });
    expect(hugeHeaders.status).toBe(431);
    expectHeaders(hugeHeaders, '431');
    expectHeaders(await fetch(`${base}/local-idp/anything`), 'local provider');
  });

  it('answers 500 JSON when the handler itself throws', async () => {
    answer = () => {
      throw new Error('boom');
    };
    const res = await fetch(`${base}/api/auth/user`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal Server Error' });
  });
});

describe('local server: the cloud rate limits', () => {
  it("applies the stage throttle by default: a burst over a write route's bucket answers 429 with Retry-After", async () => {
    answer = () => ({ statusCode: 200, body: '' });
    const { burstLimit } = STAGE_RATE_LIMITS.throttles.write;
    const burst = burstLimit * 2;
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        fetch(`${base}/api/companies`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: '{}' }),
      ),
    );
    const limited = answers.filter((res) => res.status === 429);
    // The bucket refills while the burst is sent, so a few more than its size may pass.
    expect(limited.length).toBeGreaterThanOrEqual(burstLimit / 2);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited[0]!.json()).toEqual({ message: 'Too Many Requests' });
  });

  it('answers 429 after the per-IP limit with the limits it is given, and none when told to apply none', async () => {
    const tight = { throttles: STAGE_RATE_LIMITS.throttles, waf: { signInPer5Minutes: 2, apiPer5Minutes: 3 } };
    for (const [limits, expected] of [
      [tight, [200, 200, 200, 429]],
      [false, [200, 200, 200, 200]],
    ] as const) {
      const other = createLocalServer({ distDir: dist, rateLimits: limits, loadHandler: async () => async () => ({ statusCode: 200, body: '' }) });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/posts`;
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await fetch(url)).status);
        expect(statuses).toEqual(expected);
        if (limits) expect(Number((await fetch(url)).headers.get('retry-after'))).toBeGreaterThan(250);
      } finally {
        await new Promise<void>((resolve) => other.close(() => resolve()));
      }
    }
  });
});

describe('local server: web build and sign-in provider', () => {
  it('serves index.html for client-side routes (SPA fallback)', async () => {
    const res = await fetch(`${base}/forums`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('serves hashed assets immutable and 404s a missing file with an extension', async () => {
    const asset = await fetch(`${base}/assets/app-123.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves files outside the build', async () => {
    const res = await fetch(`${base}/..%2Fsecret.txt`);
    expect(await res.text()).not.toContain('outside');
  });

  it('hands /local-idp to the sign-in provider', async () => {
    const res = await fetch(`${base}/local-idp/.well-known/openid-configuration`);
    expect(await res.text()).toBe('idp');
  });
});
