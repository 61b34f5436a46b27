import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalIdp, type LocalIdp, type LocalIdpAccount } from './index.js';

const CLIENT_ID = 'club-local';
const CLIENT_SECRET = 'club-local-secret';
const DEMO: LocalIdpAccount = { sub: 'member-anitha', firstName: 'Anitha', lastName: 'Reddy', email: 'anitha@example.com' };

/** A browser stand-in: keeps cookies (by name; each test is one sequential flow) and never follows redirects itself. */
function browser(siteOrigin: string) {
  const jar = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, siteOrigin), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!) < new Date());
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    jar,
    request,
    /** Follows redirects until one leaves for `stopAt` (returned unfollowed) or a page answers. */
    async follow(url: string, init: RequestInit = {}, stopAt?: string): Promise<{ response: Response; url: string }> {
      let current = new URL(url, siteOrigin).href;
      let response = await request(current, init);
      for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
        current = new URL(response.headers.get('location')!, current).href;
        if (stopAt && current.startsWith(stopAt)) break;
        response = await request(current);
      }
      return { response, url: current };
    },
    postForm(url: string, fields: Record<string, string>, stopAt?: string) {
      return this.follow(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin },
          body: new URLSearchParams(fields).toString(),
        },
        stopAt,
      );
    },
  };
}

const formAction = (html: string): string => {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return action.replace(/&amp;/g, '&');
};

describe('local sign-in provider', () => {
  let server: http.Server;
  let siteUrl: string;
  let issuer: string;
  let callbackUrl: string;
  let configuration: client.Configuration;
  let idp: LocalIdp;
  const stubAccounts = {
    list: async () => [DEMO],
    find: async (sub: string) => (sub === DEMO.sub ? DEMO : undefined),
  };
  const newIdp = () => createLocalIdp({ siteUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, accounts: stubAccounts });

  beforeAll(async () => {
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    callbackUrl = `${siteUrl}/api/auth/callback`;
    idp = await newIdp();
    issuer = idp.issuer;
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      // Lets a test play a host server that sets its own Content-Security-Policy.
      const csp = req.headers['x-test-csp'];
      if (typeof csp === 'string') res.setHeader('content-security-policy', csp);
      if (req.url?.startsWith('/local-idp')) return idp.handle(req, res);
      res.writeHead(404).end();
    });
    configuration = await client.discovery(new URL(issuer), CLIENT_ID, undefined, client.ClientSecretBasic(CLIENT_SECRET), {
      execute: [client.enableNonRepudiationChecks, client.allowInsecureRequests],
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** Starts a sign-in as the app does; returns what the callback needs. */
  async function startSignIn() {
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl,
      scope: 'openid profile email',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  async function openSignInPage(b: ReturnType<typeof browser>) {
    const attempt = await startSignIn();
    const page = await b.follow(attempt.url, {}, callbackUrl);
    return { ...attempt, page, html: await page.response.text() };
  }

  it('advertises its endpoints under /local-idp and serves its signing key', async () => {
    // Act
    const metadata = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    const jwks = (await (await fetch(String(metadata.jwks_uri))).json()) as { keys: Record<string, unknown>[] };

    // Assert
    expect(metadata.issuer).toBe(`${siteUrl}/local-idp`);
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'revocation_endpoint', 'end_session_endpoint', 'userinfo_endpoint']) {
      expect(String(metadata[endpoint]), endpoint).toMatch(new RegExp(`^${siteUrl}/local-idp/`));
    }
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs in a new member typed on the form: code, signed ID token with profile claims, refresh token, revocation, logout', async () => {
    // Arrange
    const b = browser(siteUrl);
    const { state, nonce, codeVerifier, page, html } = await openSignInPage(b);
    expect(page.response.status).toBe(200);
    expect(page.url).toMatch(new RegExp(`^${siteUrl}/local-idp/interaction/`));
    expect(html).toContain('Sign in — local LinkedIn stand-in');
    expect(html).toContain('Continue as Anitha Reddy');
    expect(html).toContain('<label for="firstName">First name</label>');
    expect(html).toContain('<label for="lastName">Last name</label>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email" required/);
    expect(html).toContain('<button type="submit">Continue</button>');

    // Act: type a new member
    const landed = await b.postForm(formAction(html), { action: 'new', firstName: '  Ravi ', lastName: 'Kumar', email: 'ravi@example.com' }, callbackUrl);
    const tokens = await client.authorizationCodeGrant(configuration, new URL(landed.url), {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });

    // Assert
    expect(new URL(landed.url).searchParams.get('code')).toBeTruthy();
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      nonce,
      given_name: 'Ravi',
      family_name: 'Kumar',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      email_verified: true,
    });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.refresh_token).toBeTruthy();

    // Act + Assert: the app revokes the refresh token on logout; it is dead afterwards.
    await client.tokenRevocation(configuration, tokens.refresh_token!, { token_type_hint: 'refresh_token' });
    await expect(client.refreshTokenGrant(configuration, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });

    // Act + Assert: RP-initiated logout goes straight back to the site, no question asked.
    const endSession = client.buildEndSessionUrl(configuration, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${siteUrl}/`,
      client_id: CLIENT_ID,
    });
    const logoutPage = await b.request(endSession.href);
    const logoutHtml = await logoutPage.text();
    expect(logoutPage.status).toBe(200);
    expect(logoutHtml).toContain("document.getElementById('op.logoutForm').submit()");
    expect(logoutHtml).toContain('name="logout" value="yes" form="op.logoutForm"');
    const confirm = /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(logoutHtml)!;
    const signedOut = await b.request(confirm[1]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: confirm[2]!, logout: 'yes' }).toString(),
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`${siteUrl}/`);

    // The provider session is gone: the next sign-in shows the page again.
    const again = await openSignInPage(b);
    expect(again.page.url).toMatch(/\/local-idp\/interaction\//);
    // The typed member stays offered until the app has stored it.
    expect(again.html).toContain('Continue as Ravi Kumar');
  });

  it('signs in a listed demo member with one click; a second sign-in in the same browser skips the page', async () => {
    // Arrange
    const b = browser(siteUrl);
    const { state, nonce, codeVerifier, html } = await openSignInPage(b);

    // Act
    const landed = await b.postForm(formAction(html), { action: 'existing', sub: DEMO.sub }, callbackUrl);
    const tokens = await client.authorizationCodeGrant(configuration, new URL(landed.url), {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const refreshed = await client.refreshTokenGrant(configuration, tokens.refresh_token!);
    const second = await startSignIn();
    const secondLanding = await b.follow(second.url, {}, callbackUrl);

    // Assert
    expect(tokens.claims()).toMatchObject({ sub: DEMO.sub, given_name: 'Anitha', family_name: 'Reddy', email: DEMO.email });
    expect(refreshed.access_token).toBeTruthy();
    expect(secondLanding.url.startsWith(callbackUrl)).toBe(true);
    expect(new URL(secondLanding.url).searchParams.get('code')).toBeTruthy();
  });

  it("lets the logout page's auto-submit script run under the host server's CSP", async () => {
    // Arrange
    const b = browser(siteUrl);
    const { html } = await openSignInPage(b);
    await b.postForm(formAction(html), { action: 'existing', sub: DEMO.sub }, callbackUrl);
    const endSession = client.buildEndSessionUrl(configuration, { post_logout_redirect_uri: `${siteUrl}/`, client_id: CLIENT_ID });

    // Act
    const page = await b.request(endSession.href, { headers: { 'x-test-csp': "default-src 'self'; frame-ancestors 'none'" } });
    await page.text();

    // Assert
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('still logs out to the site with an ID token from before a restart (new signing key)', async () => {
    // Arrange
    const b = browser(siteUrl);
    const { state, nonce, codeVerifier, html } = await openSignInPage(b);
    const landed = await b.postForm(formAction(html), { action: 'existing', sub: DEMO.sub }, callbackUrl);
    const { id_token } = await client.authorizationCodeGrant(configuration, new URL(landed.url), {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const before = idp;
    idp = await newIdp();

    try {
      // Act
      const endSession = client.buildEndSessionUrl(configuration, {
        id_token_hint: id_token!,
        post_logout_redirect_uri: `${siteUrl}/`,
        client_id: CLIENT_ID,
      });
      const page = await b.request(endSession.href);
      const html = await page.text();
      const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!;
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
      const done = await b.request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      });

      // Assert
      expect(page.status).toBe(200);
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`${siteUrl}/`);
    } finally {
      idp = before;
    }
  });

  it('finishes with error=access_denied at the redirect URI when the member cancels', async () => {
    // Arrange
    const b = browser(siteUrl);
    const { state, html } = await openSignInPage(b);

    // Act
    const landed = await b.postForm(formAction(html), { action: 'cancel' }, callbackUrl);

    // Assert
    const params = new URL(landed.url).searchParams;
    expect(landed.url.startsWith(callbackUrl)).toBe(true);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe(state);
    expect(params.get('code')).toBeNull();
  });

  it('re-renders the page with a message when the new-member input is invalid, escaping what was typed', async () => {
    // Arrange
    const b = browser(siteUrl);
    const { html } = await openSignInPage(b);

    // Act
    const { response } = await b.postForm(formAction(html), {
      action: 'new',
      firstName: '<script>alert(1)</script>',
      lastName: '   ',
      email: 'not-an-email',
    });
    const page = await response.text();

    // Assert
    expect(response.status).toBe(400);
    expect(page).toContain('Last name is required.');
    expect(page).toContain('Email does not look like an email address.');
    expect(page).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('<button type="submit">Continue</button>');
  });

  it('refuses form posts for another interaction, from another origin, or without its cookie', async () => {
    // Arrange
    const b = browser(siteUrl);
    const { html } = await openSignInPage(b);
    const action = formAction(html);
    const fields = new URLSearchParams({ action: 'existing', sub: DEMO.sub }).toString();
    const post = (url: string, headers: Record<string, string> = {}) =>
      b.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: fields });

    // Act
    const otherUid = await post(action.replace(/interaction\/[^/]+$/, 'interaction/someone-elses'));
    const crossSite = await post(action, { origin: 'https://evil.example' });
    const noCookie = await fetch(new URL(action, siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
      redirect: 'manual',
    });

    // Assert
    expect(otherUid.status).toBe(400);
    expect(crossSite.status).toBe(403);
    expect(noCookie.status).toBe(400);
    expect(await noCookie.text()).toContain('Sign-in expired');
  });

  it('renders protocol errors as a small HTML page without a stack trace', async () => {
    // Act
    const response = await fetch(`${issuer}/auth?client_id=unknown&response_type=code&scope=openid`);
    const page = await response.text();

    // Assert
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(page).toContain('Sign-in problem');
    expect(page).toContain('invalid_client');
    expect(page).not.toMatch(/\bat .+\.js:\d+/);
  });

  it('refuses to start on a cloud stage', async () => {
    // Arrange
    vi.stubEnv('STAGE', 'prod');
    const options = { siteUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, accounts: { list: async () => [], find: async () => undefined } };

    // Act + Assert
    await expect(createLocalIdp(options)).rejects.toThrow(/only runs on a developer machine.*STAGE="prod"/);
    vi.stubEnv('STAGE', 'local');
    await expect(createLocalIdp(options)).resolves.toHaveProperty('issuer', `${siteUrl}/local-idp`);
  });
});
