import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '@club/shared';
import { WEB_SECURITY_HEADERS, pickEncoding, serveStatic } from './static-files.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let server: http.Server;
let port: number;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'photo-123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = http.createServer((req, res) => serveStatic(req, res, dist));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would decode the body and hide the encoding). */
const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

describe('static files: compression', () => {
  it('answers brotli when accepted, with Vary and a matching length', async () => {
    const res = await get('/assets/app-123.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers gzip to a client without brotli, and the SPA page too', async () => {
    const res = await get('/assets/app-123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);
    const page = await get('/forums', 'gzip;q=1, br;q=0');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(page.body).toString()).toContain('<title>app</title>');
  });

  it('sends the file as it is without Accept-Encoding, still varying on it', async () => {
    const res = await get('/assets/app-123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(script);
  });

  it('leaves already compressed formats alone', async () => {
    const res = await get('/assets/photo-123.png', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });

  it('reads Accept-Encoding like CloudFront: brotli first, q=0 refuses, * accepts', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('static files: content security policy', () => {
  it('admits the local S3 server for uploads (connect-src) and views (img-src) once it runs, and nothing else', () => {
    const policy = () => ({ ...WEB_SECURITY_HEADERS })['content-security-policy'];
    const saved = process.env[ENV.s3Endpoint];
    try {
      delete process.env[ENV.s3Endpoint];
      expect(policy()).toContain("connect-src 'self';");
      process.env[ENV.s3Endpoint] = 'http://127.0.0.1:45351';
      expect(policy()).toContain("connect-src 'self' http://127.0.0.1:45351;");
      expect(policy()).toContain("img-src 'self' data: https: http://127.0.0.1:45351;");
      expect(policy()).toContain("script-src 'self';");
    } finally {
      if (saved === undefined) delete process.env[ENV.s3Endpoint];
      else process.env[ENV.s3Endpoint] = saved;
    }
  });
});
