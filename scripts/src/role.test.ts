import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { membersTagged } from '@club/functions/features/members/entities/member-tag';
import { queryAll } from '@club/functions/platform/db/pages';
import { auditByActor } from '@club/functions/features/audit/entities/audit-log';
import { memberData } from '@club/functions/features/members/data';
import { auditData } from '@club/functions/features/audit/data';
import { readAdminCount, LAST_ADMIN } from '@club/functions/features/members/admin-guard';
import { ensureTable } from '@club/functions/platform/db/table';
import { upsertMemberFromClaims } from '@club/functions/features/members/members';
import { parseRoleCommand, setRoleByEmail, thisOperator } from './role.js';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `role-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
});

const roleTag = async (role: 'staff' | 'admin') => (await queryAll(memberData().memberTags, membersTagged(`role#${role}`))).map((item) => item.memberId);

describe('npm run role', () => {
  it('reads grant and revoke commands, and nothing else', () => {
    expect(parseRoleCommand(['grant', 'a@x.com', 'admin'])).toEqual({ email: 'a@x.com', role: 'admin' });
    expect(parseRoleCommand(['grant', 'a@x.com', 'staff'])).toEqual({ email: 'a@x.com', role: 'staff' });
    expect(parseRoleCommand(['revoke', 'a@x.com'])).toEqual({ email: 'a@x.com', role: 'member' });
    for (const args of [[], ['grant', 'a@x.com'], ['grant', 'a@x.com', 'member'], ['revoke', 'a@x.com', 'staff'], ['promote', 'a@x.com', 'admin']]) {
      expect(parseRoleCommand(args), args.join(' ')).toBeUndefined();
    }
  });

  it('grants and revokes a role by e-mail (any case) through writeMember, so the role tags and the admin count follow', async () => {
    const member = await upsertMemberFromClaims({ sub: `member-${randomUUID()}`, email: 'Padmaja.Rao@example.com', givenName: 'Padmaja', familyName: 'Rao' });
    const other = await upsertMemberFromClaims({ sub: `member-${randomUUID()}`, email: 'kiran.babu@example.com', givenName: 'Kiran', familyName: 'Babu' });

    expect(await setRoleByEmail('padmaja.rao@EXAMPLE.com', 'admin')).toEqual({ memberId: member.id, name: 'Padmaja Rao', from: 'member', to: 'admin' });
    expect(await roleTag('admin')).toEqual([member.id]);
    expect(await readAdminCount()).toBe(1);
    // The last admin stays one, even for the operator: grant another first.
    await expect(setRoleByEmail('padmaja.rao@example.com', 'staff')).rejects.toThrow(LAST_ADMIN);
    expect(await roleTag('admin')).toEqual([member.id]);
    await setRoleByEmail('kiran.babu@example.com', 'admin');
    expect(await readAdminCount()).toBe(2);
    expect(await setRoleByEmail('padmaja.rao@example.com', 'staff')).toMatchObject({ from: 'admin', to: 'staff' });
    expect(await roleTag('admin')).toEqual([other.id]);
    expect(await readAdminCount()).toBe(1);
    expect(await roleTag('staff')).toEqual([member.id]);
    expect(await setRoleByEmail('padmaja.rao@example.com', 'member')).toMatchObject({ from: 'staff', to: 'member' });
    expect(await roleTag('staff')).toEqual([]);
    expect((await memberData().members.build(GetItemCommand).key({ id: member.id }).send()).Item?.role).toBe('member');
  });

  it('audits each change as the operator, with the host and OS user, and nothing when the role is already so', async () => {
    const member = await upsertMemberFromClaims({ sub: `member-${randomUUID()}`, email: 'suma.latha@example.com', givenName: 'Suma', familyName: 'Latha' });
    const operator = { operator: { host: 'ops-laptop', user: 'ravi', command: 'npm run role' } };
    await setRoleByEmail('suma.latha@example.com', 'staff', operator);
    await setRoleByEmail('suma.latha@example.com', 'staff', operator);
    await setRoleByEmail('suma.latha@example.com', 'member', operator);

    const entries = await queryAll(auditData().auditLogs, auditByActor('operator'), { filter: { attr: 'targetId', eq: member.id } });
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [{ role: 'member' }, { role: 'staff' }],
        [{ role: 'staff' }, { role: 'member' }],
      ]),
    );
    expect(entries[0]).toMatchObject({
      actorId: 'operator',
      actorName: 'operator ravi@ops-laptop',
      action: 'member.role',
      targetType: 'member',
      ipAddress: 'ops-laptop',
      userAgent: 'npm run role (OS user ravi)',
    });
    // By default the entry names this machine and its user.
    expect(thisOperator().operator).toMatchObject({ host: expect.any(String), user: expect.any(String) });
  });

  it('names an unknown e-mail', async () => {
    await expect(setRoleByEmail('nobody@example.com', 'admin')).rejects.toThrow('No member signs in with nobody@example.com');
  });
});
