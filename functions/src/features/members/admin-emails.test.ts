import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV, parseRuntimeEnv } from '@club/shared';
import { membersTagged } from './entities/member-tag.js';
import { queryAll } from '../../platform/db/pages.js';
import { memberData } from './data.js';
import { signIn } from '../../test/signed-in.js';
import { readAdminCount } from './admin-guard.js';
import { upsertMemberFromClaims, type IdentityClaims } from './members.js';

const claims = (email: string, sub = `member-${randomUUID()}`): IdentityClaims => ({ sub, email, givenName: 'Venkat', familyName: 'Rao' });

afterEach(() => {
  delete process.env[ENV.adminEmails];
});

describe('ADMIN_EMAILS at sign-in', () => {
  it('makes a listed member an admin on first and later sign-ins, matching e-mails in any case', async () => {
    const returning = claims('venkat.rao@example.com');
    expect((await upsertMemberFromClaims(returning)).role).toBe('member');

    process.env[ENV.adminEmails] = ' Venkat.Rao@Example.com , first.admin@example.com';
    expect((await upsertMemberFromClaims(returning)).role).toBe('admin');
    expect((await upsertMemberFromClaims(claims('FIRST.ADMIN@example.com'))).role).toBe('admin');
    expect((await upsertMemberFromClaims(claims('someone.else@example.com'))).role).toBe('member');
    // The role tag comes with the write: the admin is one of the colleagues at once.
    const admins = await queryAll(memberData().memberTags, membersTagged('role#admin'));
    expect(admins.map((item) => item.memberId)).toContain(returning.sub);
    // So does the admin guard: both new admins are counted, so either may later be demoted while the other stays.
    expect(await readAdminCount()).toBe(2);
  });

  it('leaves staff as staff, and takes nothing away from an admin left out of the list', async () => {
    const staff = await signIn('Lakshmi', { role: 'staff' });
    process.env[ENV.adminEmails] = `${staff.id}@example.com`;
    expect((await upsertMemberFromClaims(claims(`${staff.id}@example.com`, staff.id))).role).toBe('staff');

    const admin = claims('boss@example.com');
    process.env[ENV.adminEmails] = 'boss@example.com';
    await upsertMemberFromClaims(admin);
    delete process.env[ENV.adminEmails];
    expect((await upsertMemberFromClaims(admin)).role).toBe('admin');
  });

  it('is parsed from the environment: lower-cased, blanks ignored, a bad address named without its value', () => {
    expect(parseRuntimeEnv({ [ENV.adminEmails]: 'A@x.com,, b@y.org ' }).adminEmails).toEqual(['a@x.com', 'b@y.org']);
    expect(parseRuntimeEnv({}).adminEmails).toEqual([]);
    expect(() => parseRuntimeEnv({ [ENV.adminEmails]: 'a@x.com, not-an-address' })).toThrow(/ADMIN_EMAILS is invalid/);
    expect(() => parseRuntimeEnv({ [ENV.adminEmails]: 'a@x.com, not-an-address' })).not.toThrow(/not-an-address/);
  });
});
