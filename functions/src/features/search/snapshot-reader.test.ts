import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ENV } from '@club/shared';
import { config } from '../../platform/config.js';
import { readSnapshot, snapshotKey } from './snapshot-reader.js';
import { writeSnapshot } from './snapshot-writer.js';

/** A plain GET of the snapshot's object on the local S3 server, with no signature. */
function unsignedGet(key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${config.s3Endpoint}/${config.searchBucket}/${key}`, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('the signed snapshot reader', () => {
  it('answers undefined while no snapshot was written', async () => {
    expect(await readSnapshot('jobs')).toBeUndefined();
  });

  it('reads what the writer wrote, with its watermark, build time and ETag, from the local S3 server, which checks signatures', async () => {
    const body = Buffer.from([0x1f, 0x8b, 0, 1, 2, 3, 255, 254]);
    expect(await writeSnapshot('events', body, '2026-12-06T20:00:00.000Z#x', undefined)).toBe(true);
    const read = await readSnapshot('events');
    expect(read?.body.equals(body)).toBe(true);
    expect(read?.watermark).toBe('2026-12-06T20:00:00.000Z#x');
    expect(Date.parse(read?.builtAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(read?.etag).toMatch(/^".+"$/);
    expect(snapshotKey('events')).toMatch(/\/events\.csix\.gz$/);
    // The same object unsigned is refused: the reader's signature is what let it through.
    expect(await unsignedGet(snapshotKey('events'))).toBe(403);

    // The read's ETag is what the writer's condition holds to: a write over it wins once, a second over the same read is refused.
    expect(await writeSnapshot('events', Buffer.from([1]), '', read)).toBe(true);
    expect(await writeSnapshot('events', Buffer.from([2]), '', read)).toBe(false);
    const after = await readSnapshot('events');
    expect(after?.body.equals(Buffer.from([1]))).toBe(true);
    expect(after?.watermark).toBe('');
    expect(after?.etag).not.toBe(read?.etag);
  });

  it('throws on any other answer than the object or not found', async () => {
    const refusing = http.createServer((_request, answer) => answer.writeHead(503).end('<Error><Code>SlowDown</Code></Error>'));
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const endpoint = process.env[ENV.s3Endpoint];
    process.env[ENV.s3Endpoint] = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    try {
      await expect(readSnapshot('members')).rejects.toThrow(/S3 answered 503.*SlowDown/);
    } finally {
      process.env[ENV.s3Endpoint] = endpoint;
      refusing.close();
    }
  });
});
