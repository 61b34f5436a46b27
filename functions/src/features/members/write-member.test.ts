import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberSchema } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { auditByActor } from '../audit/entities/audit-log.js';
import { membersTagged } from './entities/member-tag.js';
import { queryAll } from '../../platform/db/pages.js';
import { memberData } from './data.js';
import { auditData } from '../audit/data.js';
import { signIn, type SignedIn } from '../../test/signed-in.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { writeMember } from './members.js';
import { readStoredMember } from './member-reads.js';

let target: SignedIn;
let actor: Actor;

beforeAll(async () => {
  target = await signIn('Ravi');
  const staff = await signIn('Lakshmi', { role: 'staff' });
  actor = { member: memberSchema.parse(await readStoredMember(staff.id)), ipAddress: '203.0.113.7', userAgent: 'test-agent' };
});

const auditsOf = async (targetId: string) =>
  (await queryAll(auditData().auditLogs, auditByActor(actor.member.id))).filter((entry) => entry.targetId === targetId);

describe('writeMember extra writes', () => {
  it('writes the audit item in the same transaction as the member, tags and counters', async () => {
    const saved = await writeMember(
      target.id,
      (current) => ({ ...current!, verifiedAt: '2026-11-01T00:00:00.000Z' }),
      ({ current, next }) => [
        auditWrite(actor, {
          action: 'member.verify',
          targetType: 'member',
          targetId: next.id,
          before: { verifiedAt: current?.verifiedAt ?? null },
          after: { verifiedAt: next.verifiedAt },
        }),
      ],
    );

    expect(saved.verifiedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(await auditsOf(target.id)).toEqual([
      expect.objectContaining({
        action: 'member.verify',
        ipAddress: '203.0.113.7',
        userAgent: 'test-agent',
        after: { verifiedAt: '2026-11-01T00:00:00.000Z' },
      }),
    ]);
    const tag = await queryAll(memberData().memberTags, membersTagged('all'));
    expect(tag.find((item) => item.memberId === target.id)?.verified).toBe(true);
  });

  it('writes neither the change nor its audit item when another write of the transaction fails', async () => {
    const before = await readStoredMember(target.id);
    const [existing] = await auditsOf(target.id);

    const attempt = writeMember(
      target.id,
      (current) => ({ ...current!, firstName: 'Changed', phone: '+91 90000 00000' }),
      ({ next }) => [
        auditWrite(actor, { action: 'member.badge.confirm', targetType: 'member', targetId: next.id }),
        // A create of an item that exists: its condition fails and cancels the whole transaction.
        {
          name: 'clash',
          write: auditData()
            .auditLogs.build(PutTransaction)
            .item(existing!)
            .options({ condition: { attr: 'id', exists: false } }),
        },
      ],
    );

    await expect(attempt).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(await readStoredMember(target.id)).toEqual(before);
    expect((await auditsOf(target.id)).map((entry) => entry.action)).toEqual(['member.verify']);
  });

  it('removes an optional attribute the change leaves out', async () => {
    await writeMember(target.id, (current) => ({ ...current!, phone: '+91 98490 12345' }));
    await writeMember(target.id, (current) => {
      const { phone: _phone, verifiedAt: _verifiedAt, ...rest } = current!;
      return rest;
    });

    const stored = await readStoredMember(target.id);
    expect(stored).not.toHaveProperty('phone');
    expect(stored).not.toHaveProperty('verifiedAt');
    expect(stored?.firstName).toBe('Ravi');
  });
});
