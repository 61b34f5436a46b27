import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '@club/functions/db/index';
import { freePort, portInUse } from '@club/functions/dev/free-port';
import { assertJava } from '@club/functions/dev/dynamodb-local';
import { createSession } from '@club/functions/domain/auth/sessions';
import { startLocalStack } from './local-stack.js';

describe('local stack', () => {
  it('keeps members created before a restart (data under the data folder)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-data-'));
    const first = await startLocalStack({ port: await freePort(), dataDir });
    await db().members.create({ id: 'member-persisted', email: 'p@example.com', firstName: 'Pushpa', lastName: 'Latha' }).go();
    const res = await fetch(`${first.url}/api/auth/user`);
    expect(res.status).toBe(401);
    await first.stop();

    const second = await startLocalStack({ port: await freePort(), dataDir });
    try {
      const { data } = await db().members.get({ id: 'member-persisted' }).go();
      expect(data?.firstName).toBe('Pushpa');
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers inputs that once crashed it with 4xx and keeps serving', async () => {
    const stack = await startLocalStack({ port: await freePort() });
    try {
      await db().members.create({ id: 'member-crash', email: 'c@example.com', firstName: 'Crash', lastName: 'Test' }).go();
      const { sessionId } = await createSession('member-crash');
      const session = `club_session=${sessionId}`;
      const send = (path: string, init: RequestInit = {}, cookie = session) =>
        fetch(`${stack.url}${path}`, { redirect: 'manual', ...init, headers: { cookie, origin: stack.url, 'content-type': 'application/json', ...init.headers } });

      for (const path of ['/api/darshan-plans/%E0%A4%A', '/api/posts/%C0%AE', '/api/saved-items/post/%']) expect((await send(path)).status, path).toBe(400);
      expect((await send('/api/auth/user', {}, `${session}; foo=100%`)).status).toBe(200);
      expect((await send('/api/login', {}, 'foo=100%')).status).toBe(302);
      const hugeId = await send('/api/posts', { method: 'POST', body: JSON.stringify({ title: 'T', body: 'B', forumId: 'x'.repeat(10_001) }) });
      expect(hugeId.status).toBe(400);
      const underflow = await send('/api/room-nights', { method: 'POST', body: '{"hotelName":"H","date":"2026-12-16","action":"sell","priceCap":1e-320}' });
      expect(underflow.status).toBe(400);
      const boolPax = await send('/api/darshan-plans', { method: 'POST', body: '{"dateRange":"December","pax":true}' });
      expect(boolPax.status).toBe(400);

      const alive = await send('/api/auth/user');
      expect(alive.status).toBe(200);
      expect(((await alive.json()) as { id: string }).id).toBe('member-crash');
    } finally {
      await stack.stop();
    }
  });

  it('releases its port when stopped', async () => {
    const port = await freePort();
    const stack = await startLocalStack({ port });
    expect(await portInUse(port)).toBe(true);
    await stack.stop();
    expect(await portInUse(port)).toBe(false);
  });
});

describe('assertJava', () => {
  it('explains in one line when Java is missing', () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => assertJava()).toThrow(/^Java 17 or newer is required for DynamoDB Local/);
    } finally {
      process.env.PATH = saved;
    }
  });
});
