import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '@club/functions/db/index';
import { freePort, portInUse } from '@club/functions/dev/free-port';
import { assertJava } from '@club/functions/dev/dynamodb-local';
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
