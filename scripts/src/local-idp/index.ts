import crypto from 'node:crypto';
import type http from 'node:http';
import Provider, { type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { compactVerify, exportJWK, generateKeyPair } from 'jose';
import { withNewMembers } from './accounts.js';
import type { LocalIdpAccount, LocalIdpOptions } from './types.js';
import { autoSubmitLogoutPage, errorPage, escapeHtml, htmlDocument, signInPage, type NewMemberInput } from './pages.js';

export interface LocalIdp {
  issuer: string;
  /** Serves every request whose path starts with `/local-idp` (prefix included). */
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
}

const MOUNT_PATH = '/local-idp';
const SCOPES = ['openid', 'profile', 'email'];
const FORM_BODY_LIMIT = 16 * 1024;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The local OpenID provider standing in for Cognito + LinkedIn: one
 * confidential client (code + PKCE S256), RS256 ID tokens carrying the
 * profile and email claims, refresh tokens, revocation and RP-initiated
 * logout, and a sign-in page to pick or type a member. Everything (keys,
 * cookies keys, sessions, grants) lives in memory and is new on every start.
 * Refuses to exist on a cloud stage.
 */
export async function createLocalIdp(opts: LocalIdpOptions): Promise<LocalIdp> {
  const stage = process.env.STAGE;
  if (stage !== undefined && stage !== 'local') {
    throw new Error(
      `The local sign-in provider only runs on a developer machine (STAGE=local or unset); refusing to start with STAGE=${JSON.stringify(stage)}.`,
    );
  }
  const siteUrl = opts.siteUrl.replace(/\/+$/, '');
  const siteOrigin = new URL(siteUrl).origin;
  const issuer = `${siteUrl}${MOUNT_PATH}`;
  const home = `${siteUrl}/`;
  const accounts = withNewMembers(opts.accounts);

  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [`${siteUrl}/api/auth/callback`],
        post_logout_redirect_uris: [home],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [crypto.randomBytes(32).toString('base64url')],
      // Prefixed so they never collide with the app's cookies on the same origin.
      names: { session: 'local_idp_session', interaction: 'local_idp_interaction', resume: 'local_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: MOUNT_PATH },
      short: { httpOnly: true, sameSite: 'lax', path: MOUNT_PATH },
    },
    responseTypes: ['code'],
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name', 'picture', 'profile'],
      email: ['email', 'email_verified'],
    },
    // Cognito + LinkedIn put the profile and email claims in the ID token; the app reads only that.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      Interaction: 10 * 60,
      // Short: like LinkedIn it signs straight back in while alive; after it the picker shows again.
      Session: 10 * 60,
    },
    // Refresh tokens live their own TTL, not the short provider session's.
    expiresWithSession: async () => false,
    // The app expects a refresh token (it revokes it on logout), as Cognito issues one without offline_access.
    issueRefreshToken: async (_ctx, client) => client.clientId === opts.clientId && client.grantTypeAllowed('refresh_token'),
    // First-party client: no consent screen; the requested scopes are simply granted.
    loadExistingGrant: async (ctx) => loadOrCreateGrant(ctx),
    findAccount: async (_ctx, sub) => {
      const account = await accounts.find(sub);
      return account ? toOidcAccount(account) : undefined;
    },
    interactions: { url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // The app revokes the member's refresh token on logout; only the client it was issued to may.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const script = "document.addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()});";
          allowInlineScript(ctx, script);
          ctx.type = 'html';
          ctx.body = autoSubmitLogoutPage(form, script);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = htmlDocument(
            'Signed out — local sign-in stand-in',
            `<main><h1>Signed out</h1><p>You are signed out of the local sign-in stand-in.</p><p><a href="${escapeHtml(home)}">Back to the site</a></p></main>`,
          );
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in problem', [out.error, out.error_description].filter(Boolean).join(': '), home);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('[local-idp] server error:', error));
  const providerCallback = provider.callback();
  /**
   * Mounted under a prefix: oidc-provider routes on the stripped path and
   * rebuilds its public URLs (discovery, redirects, cookie paths) from originalUrl.
   */
  const passToProvider = (req: http.IncomingMessage, res: http.ServerResponse, url: string): void => {
    const rest = url.slice(MOUNT_PATH.length);
    Object.assign(req, { originalUrl: url, baseUrl: MOUNT_PATH });
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    void providerCallback(req, res);
  };
  const interactionPath = new RegExp(`^${MOUNT_PATH}/interaction/([^/]+)/?$`);

  /** The sign-in page (GET) and its three forms (POST) for one interaction. */
  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      return sendHtml(res, 405, errorPage('Method not allowed', 'Use the sign-in page.', home));
    }
    if (req.method === 'POST') {
      // Cross-site form posts are refused; the SameSite cookie binding below refuses them too.
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== siteOrigin) {
        return sendHtml(res, 403, errorPage('Refused', 'This form can only be sent from the sign-in page itself.', home));
      }
      if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return sendHtml(res, 415, errorPage('Unsupported form', 'The sign-in form must be sent as a plain HTML form.', home));
      }
    }
    // The interaction comes from oidc-provider's cookie, bound to this browser; the URL's uid must match it.
    let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return sendHtml(res, 400, expiredPage(home));
    }
    if (details.uid !== uid || details.prompt.name !== 'login') return sendHtml(res, 400, expiredPage(home));
    const action = `${MOUNT_PATH}/interaction/${encodeURIComponent(details.uid)}`;
    const render = async (status: number, message?: string, typed?: Partial<NewMemberInput>): Promise<void> => {
      let list: LocalIdpAccount[] = [];
      let listError: string | undefined;
      try {
        list = await accounts.list();
      } catch (error) {
        listError = `${error instanceof Error ? error.message : String(error)} (is the local database running?)`;
      }
      sendHtml(res, status, signInPage({ action, accounts: list, listError, message, typed }));
    };

    if (req.method === 'GET') return render(200);

    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch {
      return sendHtml(res, 413, errorPage('Form too large', 'The sign-in form was too large.', home));
    }
    switch (form.get('action')) {
      case 'cancel':
        return provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The member cancelled sign-in.' },
          { mergeWithLastSubmission: false },
        );
      case 'existing': {
        const account = await accounts.find(form.get('sub') ?? '');
        if (!account) return render(400, 'That member could not be found any more. Pick another or create a new member.');
        return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      }
      case 'new': {
        const checked = checkNewMember(form);
        if ('message' in checked) return render(400, checked.message, checked.typed);
        const account: LocalIdpAccount = { sub: crypto.randomUUID(), ...checked.input };
        accounts.remember(account);
        return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      }
      default:
        return render(400, 'Pick a member, create a new one, or cancel.');
    }
  }

  return {
    issuer,
    handle(req, res) {
      const url = req.url ?? '/';
      const path = url.split('?', 1)[0]!;
      if (path !== MOUNT_PATH && !path.startsWith(`${MOUNT_PATH}/`)) {
        return sendHtml(res, 404, errorPage('Not found', 'Nothing here.', home));
      }
      const match = interactionPath.exec(path);
      if (match) {
        let uid: string;
        try {
          uid = decodeURIComponent(match[1]!);
        } catch {
          return sendHtml(res, 400, expiredPage(home));
        }
        interaction(req, res, uid).catch((error: unknown) => {
          console.error('[local-idp] interaction failed:', error);
          if (!res.headersSent) sendHtml(res, 500, errorPage('Sign-in problem', 'Something went wrong. Start again from the site.', home));
          else res.end();
        });
        return;
      }
      if (path === `${MOUNT_PATH}/session/end` && req.method === 'GET') {
        dropForeignIdTokenHint(url, publicKey).then(
          (cleaned) => passToProvider(req, res, cleaned),
          () => passToProvider(req, res, url),
        );
        return;
      }
      passToProvider(req, res, url);
    },
  };
}

/** The claims the ID token and userinfo carry, named as Cognito passes LinkedIn's on. */
function toOidcAccount(account: LocalIdpAccount): Account {
  const claims = {
    sub: account.sub,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    email_verified: true,
    ...(account.picture ? { picture: account.picture } : {}),
    ...(account.profile ? { profile: account.profile } : {}),
  };
  return { accountId: account.sub, claims: () => claims };
}

/** The session's grant for the client, created (or widened) to the scopes asked for. */
async function loadOrCreateGrant(ctx: KoaContextWithOIDC) {
  const { client, session } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const { Grant } = ctx.oidc.provider;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await Grant.find(grantId) : undefined;
  const grant = existing ?? new Grant({ clientId: client.clientId, accountId: session.accountId });
  const requested = String(ctx.oidc.params?.scope ?? '')
    .split(' ')
    .filter((scope) => SCOPES.includes(scope));
  grant.addOIDCScope(requested.length ? requested.join(' ') : 'openid');
  await grant.save();
  return grant;
}

type SigningPublicKey = Awaited<ReturnType<typeof generateKeyPair>>['publicKey'];

/**
 * The signing key is new on every start, but the app keeps ID tokens in its
 * (persistent) sessions: an `id_token_hint` from before a restart would stop
 * logout on an error page. Such a hint is dropped; `client_id` still
 * identifies the client, so the post-logout redirect works.
 */
async function dropForeignIdTokenHint(url: string, publicKey: SigningPublicKey): Promise<string> {
  const parsed = new URL(url, 'http://local-idp.invalid');
  const hint = parsed.searchParams.get('id_token_hint');
  if (!hint) return url;
  try {
    await compactVerify(hint, publicKey);
    return url;
  } catch {
    parsed.searchParams.delete('id_token_hint');
    return `${parsed.pathname}${parsed.search}`;
  }
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Server-side check of the new-member form: trimmed, non-empty, a plausible email. */
export function checkNewMember(form: URLSearchParams): { input: NewMemberInput } | { message: string; typed: Partial<NewMemberInput> } {
  const typed = {
    firstName: (form.get('firstName') ?? '').trim(),
    lastName: (form.get('lastName') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
  };
  const problems: string[] = [];
  if (!typed.firstName) problems.push('First name is required.');
  else if (typed.firstName.length > 100) problems.push('First name is too long.');
  if (!typed.lastName) problems.push('Last name is required.');
  else if (typed.lastName.length > 100) problems.push('Last name is too long.');
  if (!typed.email) problems.push('Email is required.');
  else if (typed.email.length > 254 || !EMAIL.test(typed.email)) problems.push('Email does not look like an email address.');
  return problems.length ? { message: problems.join(' '), typed } : { input: typed };
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > FORM_BODY_LIMIT) {
        req.removeAllListeners('data');
        req.resume();
        reject(new Error('form body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

const expiredPage = (home: string): string =>
  errorPage('Sign-in expired', 'This sign-in attempt has expired or was started in another browser. Start signing in again from the site.', home);

/**
 * Lets the logout page's inline script run under a Content-Security-Policy the
 * host server may have set (oidc-provider's own form_post does the same): its
 * hash joins `script-src`, or a `script-src` derived from `default-src`.
 */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
  const directives = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const scriptSrc = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive));
  if (scriptSrc >= 0) {
    directives[scriptSrc] = `${directives[scriptSrc]!.replace(/\s'none'/i, '')} ${hash}`;
  } else {
    const defaultSrc = directives.find((directive) => /^default-src(\s|$)/i.test(directive));
    if (!defaultSrc) return;
    const sources = defaultSrc
      .replace(/^default-src/i, '')
      .replace(/\s'none'/i, '')
      .trim();
    directives.push(`script-src ${sources ? `${sources} ` : ''}${hash}`);
  }
  ctx.set('content-security-policy', directives.join('; '));
}

export type { LocalIdpAccount } from './types.js';
