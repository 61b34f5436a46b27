import { describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { signIn } from '../../../test/signed-in.js';
import { readStoredMember } from '../member-reads.js';
import { handler as updateProfile } from './update-my-profile.js';

describe('PATCH /api/members/me: the time zone', () => {
  it.each([
    ['Asia/Kolkata', 'Asia/Kolkata'],
    // The name browsers still report: accepted, kept under the current one.
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ['America/Chicago', 'America/Chicago'],
  ])('accepts %s and stores %s', async (sent, stored) => {
    const member = await signIn('Zone');
    const answer = await member.call(updateProfile, routes.updateMyProfile, { body: { timeZone: sent } });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.timeZone).toBe(stored);
    expect((await readStoredMember(member.id))?.timeZone).toBe(stored);
  });

  it('refuses a zone no runtime knows with 400 on the field, storing nothing', async () => {
    const member = await signIn('Zone');
    const answer = await member.call(updateProfile, routes.updateMyProfile, { body: { timeZone: 'Asia/Atlantis' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain('body.timeZone');
    expect((await readStoredMember(member.id))?.timeZone).toBeUndefined();
  });
});
