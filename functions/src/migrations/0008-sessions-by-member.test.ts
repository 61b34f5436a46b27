import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY_PREFIX } from '@club/shared';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';
import { storedSessionsOf } from '../features/auth/sessions-reads.js';
import { sessionsByMember } from './0008-sessions-by-member.js';
import { runMigrations } from './runner.js';

/** A session as stored before public ids and the member index: no publicId, no gsi1 keys. */
async function olderSession(idHash: string, memberId: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await getDocumentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        pk: `${SESSION_KEY_PREFIX}${idHash}`,
        sk: 'SESSION',
        entity: 'session',
        idHash,
        memberId,
        idleExpiresAt: now + 3600,
        absoluteExpiresAt: now + 7200,
        expiresAt: now + 3600,
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
    }),
  );
}

describe('0008-sessions-by-member', () => {
  it('gives older sessions a public id and lists them under their member, once', async () => {
    await olderSession('a'.repeat(64), 'member-old-sessions');
    await olderSession('b'.repeat(64), 'member-old-sessions');
    expect(await storedSessionsOf('member-old-sessions')).toEqual([]);

    expect(await runMigrations({ migrations: [sessionsByMember], pageSize: 1 })).toMatchObject({ done: true, applied: ['0008-sessions-by-member'] });
    const listed = await storedSessionsOf('member-old-sessions');
    expect(listed).toHaveLength(2);
    const ids = listed.map((session) => session.publicId);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => typeof id === 'string' && id.length > 20)).toBe(true);

    // Pages processed again (after a crash): a session that has an id keeps it.
    const written: unknown[] = [];
    await sessionsByMember.run({
      eachPage: async (_source, onPage) => {
        await onPage(listed.map((session) => ({ ...session, pk: `${SESSION_KEY_PREFIX}${session.idHash}`, sk: 'SESSION', entity: 'session' })));
      },
      reput: async (_entity, item) => {
        written.push(item.publicId);
        return false;
      },
      log: () => {},
    });
    expect(written.sort()).toEqual([...ids].sort());
  });
});
