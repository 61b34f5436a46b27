import { describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { readStoredMember } from '../../members/member-reads.js';
import { LAST_ADMIN, readAdminCount } from '../../members/admin-guard.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as setMemberRole } from './set-member-role.js';

const role = (as: SignedIn, memberId: string, to: string) => as.call(setMemberRole, routes.setMemberRole, { params: { memberId }, body: { role: to } });
/** Which of these members are admins now, as stored. */
const adminsAmong = async (...people: SignedIn[]) => {
  const roles = await Promise.all(people.map(async (person) => (await readStoredMember(person.id))?.role));
  return people.filter((_, index) => roles[index] === 'admin');
};

let last: SignedIn;

describe('never zero admins', () => {
  // Twenty rounds of sign-ins and paired writes outlast the default 30 s on a loaded machine.
  it('two admins, the only two, demoting each other at the same moment: exactly one succeeds, every time (20 rounds)', async () => {
    // This file's table starts empty: `admin` is the club's only admin.
    let admin = await signIn('Venkat', { role: 'admin' });
    expect(await readAdminCount()).toBe(1);
    let guarded = 0;
    for (let round = 0; round < 20; round++) {
      const other = await signIn(`Second${round}`);
      expect((await role(admin, other.id, 'admin')).statusCode).toBe(200);
      expect(await readAdminCount()).toBe(2);

      const [first, second] = await Promise.all([role(admin, other.id, 'member'), role(other, admin.id, 'staff')]);

      // The loser meets the last-admin guard (409) when both requests were signed in as admins before either wrote;
      // when the winner's write landed before the loser's session was read, the loser is no admin any more (403).
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(
        [
          [200, 403],
          [200, 409],
        ],
        `round ${round}: ${JSON.stringify([first.json, second.json])}`,
      ).toContainEqual(statuses);
      const refused = [first, second].find((answer) => answer.statusCode === 409);
      if (refused) {
        expect(refused.json.message).toBe(LAST_ADMIN);
        guarded += 1;
      }
      const left = await adminsAmong(admin, other);
      expect(left, `round ${round}`).toHaveLength(1);
      expect(await readAdminCount()).toBe(1);
      admin = left[0]!;
    }
    // Requests started together are nearly always both signed in before either writes: the guard decided most rounds.
    expect(guarded).toBeGreaterThan(0);
    last = admin;
  }, 120_000);

  it('refuses to demote the last admin whoever asks', async () => {
    const second = await signIn('Lakshmi', { role: 'admin' });
    expect(await readAdminCount()).toBe(2);
    expect((await role(second, last.id, 'member')).statusCode).toBe(200);
    // `last`, demoted, kept a session: the guard does not rely on who asks.
    expect(await readAdminCount()).toBe(1);
    expect(await adminsAmong(last, second)).toEqual([second]);
  });
});
