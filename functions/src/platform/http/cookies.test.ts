import { routes } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { apiEvent, invoke } from '../../test/api-event.js';
import { signIn } from '../../test/signed-in.js';
import { handler as getUser } from '../../features/auth/http/get-user.js';
import { readCookies } from './cookies.js';

describe('cookies', () => {
  it('decodes values, keeps the first of a name and skips values that do not decode', () => {
    const cookies = readCookies(['a=x%20y', 'foo=100%', 'a=second; b=%E0%A4%A', 'c=ok']);

    expect([...cookies]).toEqual([
      ['a', 'x y'],
      ['c', 'ok'],
    ]);
  });

  it('keeps a member signed in when another app left an undecodable cookie on the host', async () => {
    const member = await signIn('Stray');

    const answer = await invoke(getUser, apiEvent(routes.getAuthUser, { cookies: [...member.cookies, 'foo=100%'] }));

    expect(answer.statusCode).toBe(200);
    expect(answer.json.id).toBe(member.id);
  });
});
