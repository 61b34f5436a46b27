import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@club/functions/dev/free-port';
import { ENV } from '@club/shared';
import type { CpuMeter } from './cpu.js';
import { pairedP95, startCountingProxy } from './dynamo.js';
import { BENCH_STAGE, startServerProcess } from './server-process.js';
import { quantile } from './stats.js';
import { measureWeb } from './web.js';

describe('bench: web sizes from the built index.html', () => {
  it('counts the entry, its static imports and the stylesheets as initial, and each lazy chunk at any depth with what it adds', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
    const assets = path.join(dist, 'assets');
    fs.mkdirSync(assets);
    const write = (name: string, text: string) => fs.writeFileSync(path.join(assets, name), text);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/pre-a.js"><link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    );
    write('index-a.js', 'import{a as b}from"./shared-a.js";import"./pre-a.js";const r=()=>import("./route-a.js");');
    write('pre-a.js', 'export const p=1;');
    write('shared-a.js', 'export const a=1;');
    write('route-a.js', 'import{a}from"./shared-a.js";import{f}from"./form-a.js";export default f;const t=()=>import("./tab-a.js");');
    write('form-a.js', `export const f="${'x'.repeat(500)}";`);
    write('tab-a.js', `import{f}from"./form-a.js";import{z}from"./zod-a.js";export const t="${'y'.repeat(100)}";`);
    write('zod-a.js', 'export const z=1;');
    write('index-a.css', 'body{margin:0}');
    const gz = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length;

    const sizes = measureWeb(dist);
    expect(new Set(sizes.initialFiles)).toEqual(new Set(['index-a.js', 'pre-a.js', 'shared-a.js', 'index-a.css']));
    expect(sizes.initialJsBytes).toBe(gz('index-a.js') + gz('pre-a.js') + gz('shared-a.js'));
    expect(sizes.initialCssBytes).toBe(gz('index-a.css'));
    expect(sizes.largestRoute.chunk).toBe('route-a.js');
    expect(new Set(sizes.largestRoute.files)).toEqual(new Set(['route-a.js', 'form-a.js']));
    expect(sizes.largestRoute.bytes).toBe(gz('route-a.js') + gz('form-a.js'));
    // A chunk the route loads lazily counts what it adds beyond the first load and its route: not form-a.js again.
    expect(sizes.routes).toContainEqual({ chunk: 'route-a.js › tab-a.js', bytes: gz('tab-a.js') + gz('zod-a.js') });
  });
});

describe('bench: DynamoDB rounds on the wire', () => {
  let upstream: http.Server;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 20));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startCountingProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy.stop();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  const send = (operation: string) =>
    fetch(proxy.endpoint, { method: 'POST', headers: { 'x-amz-target': `DynamoDB_20120810.${operation}` }, body: '{}' }).then((r) => r.text());

  it('counts requests sent together as one round and one after another as separate rounds', async () => {
    proxy.reset();
    await Promise.all([send('GetItem'), send('Query')]);
    await send('BatchGetItem');
    const { rounds, commands } = proxy.read();
    expect(rounds).toBe(2);
    expect(commands.map((c) => `${c.round}:${c.operation}`).sort()).toEqual(['1:GetItem', '1:Query', '2:BatchGetItem']);
  });
});

describe('bench: statistics', () => {
  it('interpolates quantiles', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.95)).toBeCloseTo(4.8);
  });
});

describe('bench: the server process', () => {
  it('serves a route from the bundle it is given, other paths as the local server does, and stops', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
    const bundle = path.join(dir, 'index.mjs');
    fs.writeFileSync(
      bundle,
      `export const handler = async (event) => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: 'bundle', path: event.rawPath, stage: process.env.${ENV.stage} }) });`,
    );
    const port = await freePort();
    const server = await startServerProcess({ port, distDir: dir, bundles: { getAuthUser: bundle } });
    try {
      expect(server.runs).toBe('Lambda bundles for getAuthUser; source for other routes');
      const answer = await fetch(`http://127.0.0.1:${port}/api/auth/user`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ from: 'bundle', path: '/api/auth/user', stage: BENCH_STAGE });
      expect((await fetch(`http://127.0.0.1:${port}/api/no-such-route`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    await expect(fetch(`http://127.0.0.1:${port}/api/auth/user`)).rejects.toThrow();
  });
});

/** A server and a floor that only count their calls, and which of them ran last. */
function countedSides() {
  const calls = { server: 0, floor: 0 };
  let last: 'server' | 'floor' = 'floor';
  const call = (name: 'server' | 'floor') => async () => {
    last = name;
    calls[name]++;
  };
  return { calls, side: () => last, server: call('server'), floor: call('floor') };
}

describe('bench: paired p95', () => {
  it('runs each side a round at a time, gives the range of round ratios, and divides metered CPU by the calls of each side', async () => {
    const { calls, side, server, floor } = countedSides();
    // A meter that charges 3 ms to `server` per server load and 1 ms to `bench` per floor load, whatever the clock says.
    const meter: CpuMeter = {
      async during(work, into) {
        const result = await work();
        if (side() === 'server') into.server = (into.server ?? 0) + 3;
        else into.bench = (into.bench ?? 0) + 1;
        return result;
      },
    };
    const result = await pairedP95(server, floor, { concurrency: 2, total: 10, rounds: 3, meter });

    expect(calls).toEqual({ server: 4 + 30, floor: 4 + 30 }); // warm-up (2 × concurrency) + rounds × total
    expect(result.cpuPerCall).toEqual({ server: { server: 9 / 30 }, floor: { bench: 3 / 30 } });
    expect(result.ratioRange[0]).toBeLessThanOrEqual(result.ratio);
    expect(result.ratioRange[1]).toBeGreaterThanOrEqual(result.ratio);
  });

  it('makes `warmup` unmeasured calls on each side before the rounds', async () => {
    const { calls, side, server, floor } = countedSides();
    const metered = { server: 0, floor: 0 };
    const meter: CpuMeter = {
      async during(work, into) {
        const before = calls.server + calls.floor;
        const result = await work();
        metered[side()] += calls.server + calls.floor - before; // side() is the side work() just called
        into[side()] = 0;
        return result;
      },
    };
    await pairedP95(server, floor, { concurrency: 2, total: 10, rounds: 3, warmup: 50, meter });

    expect(calls).toEqual({ server: 50 + 30, floor: 50 + 30 });
    expect(metered).toEqual({ server: 30, floor: 30 });
  });
});
