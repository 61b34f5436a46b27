import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { apiEvent, cookiesFrom, invoke } from '../../../test/api-event.js';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { authData } from '../data.js';
import { memberData } from '../../members/data.js';
import { hashSessionId } from '../session-check.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { captureMetrics } from '../../../test/metrics.js';
import { outboxFor } from '../../../test/outbox.js';
import { openAttempt } from '../login-cookie.js';
import { config } from '../../../platform/config.js';
import { createDynamoClient } from '../../../platform/db/client.js';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { handler as login } from './login.js';
import { handler as callback } from './callback.js';
import { handler as confirmLogout } from './confirm-logout.js';
import { handler as logout } from './logout.js';
import { handler as getUser } from './get-user.js';

const storedSession = async (idHash: string) => (await authData().sessions.build(GetItemCommand).key({ idHash }).send()).Item;
const storedMember = async (id: string) => (await memberData().members.build(GetItemCommand).key({ id }).send()).Item;
const setSession = (idHash: string, fields: { idleExpiresAt?: number; absoluteExpiresAt?: number; lastActiveAt?: string }) =>
  authData()
    .sessions.build(UpdateItemCommand)
    .item({ idHash, ...fields })
    .options({ condition: { attr: 'idHash', exists: true } })
    .send();
const createMember = (member: { id: string; email: string; firstName: string; lastName: string }) =>
  memberData()
    .members.build(PutItemCommand)
    .item(member)
    .options({ condition: { attr: 'id', exists: false } })
    .send();

const CLIENT_ID = 'test-client';
let provider: Awaited<ReturnType<typeof startFakeProvider>>;

beforeAll(async () => {
  provider = await startFakeProvider(CLIENT_ID);
  process.env.OIDC_ISSUER = provider.issuer;
  process.env.OIDC_CLIENT_ID = CLIENT_ID;
  process.env.OIDC_CLIENT_SECRET = 'test-secret';
  process.env.SITE_URL = 'http://localhost:3000';
});
afterAll(() => provider.close());

/** Runs /api/login and returns what the browser would carry to the provider and back. */
async function startLogin() {
  const answer = await invoke(login, apiEvent(routes.login));
  const location = new URL(answer.headers.location!);
  return {
    answer,
    location,
    state: location.searchParams.get('state')!,
    nonce: location.searchParams.get('nonce')!,
    loginCookies: cookiesFrom(answer.cookies),
  };
}

/** Items in this file's table (a test-only Scan). */
async function itemCount(): Promise<number> {
  const dynamo = createDynamoClient();
  try {
    let count = 0;
    let start: Record<string, never> | undefined;
    do {
      const page = await dynamo.send(new ScanCommand({ TableName: config.tableName, Select: 'COUNT', ExclusiveStartKey: start }));
      count += page.Count ?? 0;
      start = page.LastEvaluatedKey as typeof start;
    } while (start);
    return count;
  } finally {
    dynamo.destroy();
  }
}

function callbackWith(query: Record<string, string>, cookies: string[]) {
  return invoke(callback, apiEvent(routes.authCallback, { query, cookies }));
}

describe('GET /api/login', () => {
  it('redirects to the provider with PKCE S256, state and nonce, sealed in the login cookie', async () => {
    const { answer, location, state, nonce, loginCookies } = await startLogin();

    expect(answer.statusCode).toBe(302);
    expect(location.origin + location.pathname).toBe(`${provider.issuer}/authorize`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback');
    expect(location.searchParams.get('scope')).toBe('openid profile email');
    expect(nonce).toBeTruthy();
    expect(loginCookies).toHaveLength(1);
    expect(answer.cookies[0]).toMatch(/HttpOnly; SameSite=Lax/);
    const sealed = decodeURIComponent(loginCookies[0]!.slice('club_login='.length));
    // The browser holds the attempt, unreadable to it: no state, nonce or verifier in clear.
    expect(sealed).not.toContain(state);
    expect(sealed).not.toContain(nonce);
    const attempt = await openAttempt(sealed, Math.floor(Date.now() / 1000));
    expect(attempt).toMatchObject({ state, nonce });
    expect(provider.challengeOf(attempt!.codeVerifier)).toBe(location.searchParams.get('code_challenge'));
    expect((await authData().loginAttempts.build(GetItemCommand).key({ state }).send()).Item).toBeUndefined();
  });

  it('writes nothing to the table for anonymous callers: 100 logins leave the item count as it was', async () => {
    const before = await itemCount();
    for (let i = 0; i < 100; i++) expect((await invoke(login, apiEvent(routes.login))).statusCode).toBe(302);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a login cookie that was tampered with, without asking the provider', async () => {
    const { state, loginCookies } = await startLogin();
    const [name, value] = loginCookies[0]!.split('=');
    // The character before the last, changed to another (testing the last one would leave an 'A' in place one time in 64).
    const flipped = `${value!.slice(0, -2)}${value!.at(-2) === 'A' ? 'B' : 'A'}${value!.slice(-1)}`;
    const answer = await callbackWith({ code: 'code-tampered', state }, [`${name}=${flipped}`]);
    expect(answer.headers.location).toBe('http://localhost:3000/?signin_error=expired');
    expect(provider.tokenRequests.some((r) => r.get('code') === 'code-tampered')).toBe(false);
  });
});

describe('GET /api/auth/callback', () => {
  beforeEach(() => provider.answerWith(async () => 'not-a-token'));

  it('verifies the ID token, upserts the member, opens a session and lands on /', async () => {
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-happy', given_name: 'Sravani' }));

    const answer = await callbackWith({ code: 'code-1', state }, loginCookies);

    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('http://localhost:3000/');
    const session = answer.cookies.find((c) => c.startsWith('club_session='))!;
    expect(session).toMatch(/HttpOnly; SameSite=Lax; Max-Age=2592000/);
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toBeTruthy();
    const user = await invoke(getUser, apiEvent(routes.getAuthUser, { cookies: cookiesFrom([session]) }));
    expect(user.statusCode).toBe(200);
    expect(user.json).toMatchObject({ id: 'member-happy', firstName: 'Sravani', lastName: 'Reddy', email: 'anitha@example.com' });
  });

  it('stores only a hash of the session id', async () => {
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-hash' }));
    const answer = await callbackWith({ code: 'code-h', state }, loginCookies);
    const sessionId = cookiesFrom(answer.cookies)[0]!.split('=')[1]!;

    expect(await storedSession(sessionId)).toBeUndefined();
    expect((await storedSession(hashSessionId(sessionId)))?.memberId).toBe('member-hash');
  });

  it.each([
    ['a tampered signature', { key: 'stranger' as const }, {}],
    ['a wrong audience', {}, { aud: 'someone-else' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 600 }, {}],
    ['a wrong nonce', {}, { nonce: 'not-the-nonce' }],
    ['a wrong issuer', {}, { iss: 'https://evil.example.com' }],
  ])('refuses %s: landing page with a message, no session', async (name, options, claims) => {
    const sub = `member-bad-${name.replaceAll(' ', '-')}`;
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub, ...claims }, options));

    const answer = await callbackWith({ code: 'code-2', state }, loginCookies);

    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('http://localhost:3000/?signin_error=failed');
    expect(answer.cookies.some((c) => c.startsWith('club_session='))).toBe(false);
    expect(await storedMember(sub)).toBeUndefined();
  });

  it('refuses a missing state', async () => {
    const { loginCookies } = await startLogin();
    const answer = await callbackWith({ code: 'code-3' }, loginCookies);
    expect(answer.headers.location).toBe('http://localhost:3000/?signin_error=failed');
  });

  it('refuses a state that is not the one this browser started with', async () => {
    const first = await startLogin();
    const second = await startLogin();
    const answer = await callbackWith({ code: 'code-4', state: first.state }, second.loginCookies);
    expect(answer.headers.location).toBe('http://localhost:3000/?signin_error=failed');
    expect(provider.tokenRequests.some((r) => r.get('code') === 'code-4')).toBe(false);
  });

  it('refuses a replayed callback: the attempt is marked used after its first exchange', async () => {
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-replay' }));
    const first = await callbackWith({ code: 'code-5', state }, loginCookies);
    expect(first.headers.location).toBe('http://localhost:3000/');

    const replay = await callbackWith({ code: 'code-5', state }, loginCookies);

    expect(replay.headers.location).toBe('http://localhost:3000/?signin_error=expired');
    // No session for the replay (a real provider also refuses a code used twice).
    expect(replay.cookies.some((c) => c.startsWith('club_session=') && !c.startsWith('club_session=;'))).toBe(false);
  });

  it('counts SignIns once for a completed sign-in, never for a denied, forged or replayed callback', async () => {
    const metrics = captureMetrics();
    try {
      const { state, nonce, loginCookies } = await startLogin();
      provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-counted' }));
      expect((await callbackWith({ error: 'access_denied', state }, loginCookies)).headers.location).toBe('http://localhost:3000/?signin_error=denied');
      expect((await callbackWith({ code: 'code-counted', state: 'not-this-one' }, loginCookies)).headers.location).toMatch(/signin_error=/);
      expect(metrics.count('SignIns')).toBe(0);

      expect((await callbackWith({ code: 'code-counted', state }, loginCookies)).headers.location).toBe('http://localhost:3000/');
      expect((await callbackWith({ code: 'code-counted', state }, loginCookies)).headers.location).toBe('http://localhost:3000/?signin_error=expired');
      expect(metrics.count('SignIns')).toBe(1);
    } finally {
      metrics.stop();
    }
  });

  it('explains a denied consent', async () => {
    const { state, loginCookies } = await startLogin();
    const answer = await callbackWith({ error: 'access_denied', state }, loginCookies);
    expect(answer.headers.location).toBe('http://localhost:3000/?signin_error=denied');
  });

  it('records the browser and CloudFront’s approximate place, never the IP', async () => {
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-device' }));
    const headers = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      'cloudfront-viewer-city': 'Vijayawada',
      'cloudfront-viewer-country': 'IN',
    };
    const answer = await invoke(callback, apiEvent(routes.authCallback, { query: { code: 'code-device', state }, cookies: loginCookies, headers }));
    const cookie = cookiesFrom(answer.cookies).find((c) => c.startsWith('club_session='))!;
    const stored = await storedSession(hashSessionId(cookie.split('=')[1]!));
    expect(stored).toMatchObject({ userAgent: headers['user-agent'], place: 'Vijayawada, IN', publicId: expect.any(String) });
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
  });

  it('refuses a suspended member with a message code and opens no session', async () => {
    await createMember({ id: 'member-suspended', email: 'suspended@example.com', firstName: 'Gone', lastName: 'Away' });
    await memberData().members.build(UpdateItemCommand).item({ id: 'member-suspended', suspendedAt: new Date().toISOString() }).send();
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-suspended' }));
    const answer = await callbackWith({ code: 'code-suspended', state }, loginCookies);
    expect(answer.headers.location).toBe('http://localhost:3000/?signin_error=suspended');
    expect(answer.cookies.some((c) => c.startsWith('club_session=') && !c.startsWith('club_session=;'))).toBe(false);
  });

  it('keeps names a member edited on a later sign-in, refreshes the email', async () => {
    await createMember({ id: 'member-again', email: 'old@example.com', firstName: 'Edited', lastName: 'Name' });
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-again', email: 'new@example.com' }));

    await callbackWith({ code: 'code-6', state }, loginCookies);

    expect(await storedMember('member-again')).toMatchObject({ firstName: 'Edited', lastName: 'Name', email: 'new@example.com' });
  });

  it('queues one welcome mail on a first sign-in, however many callbacks race; a later sign-in queues none', async () => {
    const email = 'first-timer@example.com';
    const attempts = await Promise.all([1, 2, 3, 4].map(() => startLogin()));
    // Each browser's code gets an ID token with that browser's nonce, for the same new member.
    provider.answerWith((request) => {
      const index = Number(request.get('code')!.slice('code-race-'.length));
      return provider.signIdToken({ nonce: attempts[index]!.nonce, sub: 'member-first-timer', given_name: 'Anjali', email });
    });

    const answers = await Promise.all(
      attempts.map((attempt, index) => callbackWith({ code: `code-race-${index}`, state: attempt.state }, attempt.loginCookies)),
    );

    for (const answer of answers) expect(answer.headers.location).toBe('http://localhost:3000/');
    const welcomes = (await outboxFor(email)).filter((mail) => mail.template === 'welcome');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatchObject({ memberId: 'member-first-timer', category: 'club', props: { memberName: 'Anjali' } });

    const again = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce: again.nonce, sub: 'member-first-timer', email }));
    await callbackWith({ code: 'code-again', state: again.state }, again.loginCookies);
    expect((await outboxFor(email)).filter((mail) => mail.template === 'welcome')).toHaveLength(1);
  });

  it('queues no welcome mail for a member who was already there', async () => {
    await createMember({ id: 'member-known', email: 'known@example.com', firstName: 'Known', lastName: 'Member' });
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub: 'member-known', email: 'known@example.com' }));
    await callbackWith({ code: 'code-known', state }, loginCookies);
    expect(await outboxFor('known@example.com')).toEqual([]);
  });
});

describe('sessions', () => {
  async function signIn(sub: string) {
    const { state, nonce, loginCookies } = await startLogin();
    provider.answerWith(() => provider.signIdToken({ nonce, sub }));
    const answer = await callbackWith({ code: `code-${sub}`, state }, loginCookies);
    const cookie = cookiesFrom(answer.cookies).find((c) => c.startsWith('club_session='))!;
    return { cookie, idHash: hashSessionId(cookie.split('=')[1]!) };
  }
  const whoAmI = (cookie: string) => invoke(getUser, apiEvent(routes.getAuthUser, { cookies: [cookie] }));

  it('names an offline cache key per session: another sign-in (same member or not) gets another, and it reveals no cookie', async () => {
    const first = await signIn('member-offline-key');
    const again = await signIn('member-offline-key');
    const keyOf = async (cookie: string) => ((await whoAmI(cookie)).json as { offlineCacheKey?: string }).offlineCacheKey;
    const key = await keyOf(first.cookie);

    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await keyOf(first.cookie)).toBe(key);
    expect(await keyOf(again.cookie)).not.toBe(key);
    expect(first.cookie).not.toContain(key!);
    expect(key).not.toBe(first.idHash.slice(0, 32));
  });

  it('answers 401 once the idle window is over', async () => {
    const { cookie, idHash } = await signIn('member-idle');
    await setSession(idHash, { idleExpiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('answers 401 once the absolute lifetime is over, even if recently used', async () => {
    const { cookie, idHash } = await signIn('member-absolute');
    const past = Math.floor(Date.now() / 1000) - 1;
    // No route ever moves absoluteExpiresAt; the test does, to reach the end of the lifetime.
    await setSession(idHash, { absoluteExpiresAt: past });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('reads the session and its member in one round (one BatchGet)', async () => {
    const { cookie } = await signIn('member-one-round');
    const counter = countDynamoCommands();
    const answer = await whoAmI(cookie);
    counter.stop();
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({ id: 'member-one-round' });
    expect(counter.counts()).toEqual({ AuthBatchGet: 1 });
    expect(counter.rounds()).toBe(1);
  });

  it('refuses a cookie whose member id part was changed, and a session whose member is gone', async () => {
    const { cookie } = await signIn('member-forged');
    await createMember({ id: 'member-other', email: 'other@example.com', firstName: 'Other', lastName: 'Member' });
    const [name, value] = cookie.split('=') as [string, string];
    const random = value.slice(value.indexOf('.') + 1);
    expect((await whoAmI(`${name}=${Buffer.from('member-other').toString('base64url')}.${random}`)).statusCode).toBe(401);

    const { cookie: orphan } = await signIn('member-gone');
    await memberData().members.build(DeleteItemCommand).key({ id: 'member-gone' }).send();
    expect((await whoAmI(orphan)).statusCode).toBe(401);
  });

  it('still honours an older random-only session cookie (session, then member)', async () => {
    await createMember({ id: 'member-older', email: 'older@example.com', firstName: 'Older', lastName: 'Cookie' });
    const sessionId = 'older-random-only-session-id';
    const now = Math.floor(Date.now() / 1000);
    await authData()
      .sessions.build(PutItemCommand)
      .item({ idHash: hashSessionId(sessionId), memberId: 'member-older', idleExpiresAt: now + 3600, absoluteExpiresAt: now + 7200, expiresAt: now + 3600 })
      .send();
    const answer = await whoAmI(`club_session=${sessionId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({ id: 'member-older', firstName: 'Older' });
  });

  it('slides the idle window forward on use', async () => {
    const { cookie, idHash } = await signIn('member-slide');
    const soon = Math.floor(Date.now() / 1000) + 120;
    await setSession(idHash, { idleExpiresAt: soon, lastActiveAt: '2026-01-01T00:00:00.000Z' });
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const data = await storedSession(idHash);
    expect(data!.idleExpiresAt).toBeGreaterThan(soon + 6 * 24 * 3600);
    expect(data!.expiresAt).toBe(data!.idleExpiresAt);
    // The devices list's "last active" moves with the slide (so to the hour at most).
    expect(Date.parse(data!.lastActiveAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('logout deletes the session, revokes the refresh token and leaves through the provider', async () => {
    const { cookie, idHash } = await signIn('member-logout');
    const before = await storedSession(idHash);

    const answer = await invoke(logout, apiEvent(routes.logout, { cookies: [cookie] }));

    expect(answer.statusCode).toBe(302);
    const next = new URL(answer.headers.location!);
    expect(next.origin + next.pathname).toBe(`${provider.issuer}/logout`);
    expect(next.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(next.searchParams.get('id_token_hint')).toBe(before!.idToken);
    expect(answer.cookies).toContain('club_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    expect(provider.revoked).toContain(before!.refreshToken);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('logout from another site asks first; only a same-site POST of the confirmation ends the session', async () => {
    const { cookie } = await signIn('member-cross-site');
    const crossSite = { cookies: [cookie], headers: { 'sec-fetch-site': 'cross-site' } };

    const page = await invoke(logout, apiEvent(routes.logout, crossSite));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post" action="/api/logout">');
    expect(page.cookies).toEqual([]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await whoAmI(cookie)).statusCode).toBe(200);

    const forged = await invoke(confirmLogout, apiEvent(routes.confirmLogout, { ...crossSite, headers: { origin: 'https://evil.example' } }));
    expect(forged.statusCode).toBe(403);
    expect((await whoAmI(cookie)).statusCode).toBe(200);

    const confirmed = await invoke(
      confirmLogout,
      apiEvent(routes.confirmLogout, { cookies: [cookie], headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } }),
    );
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.cookies[0]).toMatch(/^club_session=;/);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('logout without a session still clears the cookie and goes home through the provider', async () => {
    const answer = await invoke(logout, apiEvent(routes.logout));
    expect(answer.statusCode).toBe(302);
    expect(answer.cookies[0]).toMatch(/^club_session=;/);
  });
});

describe('cookies on https', () => {
  it('use the __Host- prefix and Secure', async () => {
    process.env.SITE_URL = 'https://club.example.com';
    try {
      const answer = await invoke(login, apiEvent(routes.login));
      expect(answer.cookies[0]).toMatch(/^__Host-club_login=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/);
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      process.env.SITE_URL = 'http://localhost:3000';
    }
  });
});
