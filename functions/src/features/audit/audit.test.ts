import { afterEach, describe, expect, it } from 'vitest';
import { ENV, type Member } from '@club/shared';
import { auditByActor } from './entities/audit-log.js';
import { queryAll } from '../../platform/db/pages.js';
import { auditData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { auditWrite, type Actor } from './audit.js';

const actor: Actor = {
  member: { id: 'staff-1', firstName: 'Lakshmi', lastName: 'Prasanna' } as Member,
  ipAddress: '203.0.113.7',
  userAgent: 'vitest',
};

/** Writes one audit entry as a staff transition would, and reads it back. */
async function written(targetId: string) {
  await writeTransaction([auditWrite(actor, { action: 'ticket.assign', targetType: 'concierge_ticket', targetId })]);
  const data = await queryAll(auditData().auditLogs, auditByActor(actor.member.id), { filter: { attr: 'targetId', eq: targetId } });
  return data[0]!;
}

afterEach(() => {
  delete process.env[ENV.auditRetentionDays];
});

describe('audit retention', () => {
  it('keeps an entry as long as the table by default', async () => {
    const entry = await written('ticket-kept');
    expect(entry).toMatchObject({ actorName: 'Lakshmi Prasanna', ipAddress: '203.0.113.7', userAgent: 'vitest' });
    expect(entry.expiresAt).toBeUndefined();
  });

  it('sets the table TTL AUDIT_RETENTION_DAYS ahead when the stage says so', async () => {
    process.env[ENV.auditRetentionDays] = '30';
    const before = Math.floor(Date.now() / 1000);
    const entry = await written('ticket-expiring');
    expect(entry.expiresAt).toBeGreaterThanOrEqual(before + 30 * 86_400);
    expect(entry.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 86_400);
  });
});
