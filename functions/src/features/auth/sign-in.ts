import * as client from 'openid-client';
import { LOGIN_ATTEMPT_SECONDS, type SigninErrorCode } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { config } from '../../platform/config.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { authData } from './data.js';
import { logger } from '../../platform/lib/logger.js';
import { refreshAuthorsOnMemberWrite } from '../forums/index.js';
import { upsertMemberFromClaims, type IdentityClaims, type MemberChangeWrites } from '../members/index.js';
import { openAttempt, sealAttempt, type LoginAttempt } from './login-cookie.js';
import { callbackUrl, oidcConfiguration } from './oidc.js';
import { revokeRefreshToken } from './revoke.js';
import { createSession, revokeSession, type SignInDevice } from './sessions.js';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A sign-in that could not finish; `code` picks the landing page's message. */
export class SignInError extends Error {
  constructor(
    readonly code: SigninErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/**
 * Starts sign-in: seals the PKCE verifier, nonce and state into the login
 * cookie's value (nothing is written to the table for an anonymous caller)
 * and returns the provider's authorization URL.
 */
export async function beginSignIn(): Promise<{ authorizationUrl: string; cookie: string }> {
  const configuration = await oidcConfiguration();
  const attempt = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    expiresAt: nowSeconds() + LOGIN_ATTEMPT_SECONDS,
  };
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(),
    scope: 'openid profile email',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
  };
  // Cognito: skip its hosted page and go straight to LinkedIn.
  if (config.oidcIdentityProvider) parameters.identity_provider = config.oidcIdentityProvider;
  return { authorizationUrl: client.buildAuthorizationUrl(configuration, parameters).href, cookie: await sealAttempt(attempt) };
}

/**
 * Marks an attempt used once its code has been exchanged (the first table
 * write of a sign-in, after the provider vouched for it): a replayed callback
 * with the same cookie finds the mark and is refused.
 */
async function markUsed(attempt: LoginAttempt): Promise<void> {
  try {
    await authData()
      .loginAttempts.build(PutItemCommand)
      .item(attempt)
      .options({ condition: { attr: 'state', exists: false } })
      .send();
  } catch (error) {
    if (isConditionFailed(error)) throw new SignInError('expired', 'sign-in attempt already used');
    throw error;
  }
}

export interface CallbackInput {
  query: { code?: string; state?: string; error?: string; error_description?: string };
  rawQueryString: string;
  stateCookie: string | undefined;
  /** The browser and approximate place, for the member's devices list. */
  device?: SignInDevice;
  /** Writes that go with the member's creation, in its transaction (the welcome mail; the handler composes the two features). */
  onFirstSignIn?: MemberChangeWrites;
}

/** Finishes sign-in: checks state, exchanges the code, verifies the ID token, opens a session. */
export async function completeSignIn(input: CallbackInput): Promise<{ sessionId: string; maxAgeSeconds: number }> {
  const { query, stateCookie } = input;
  if (query.error) {
    throw new SignInError(query.error === 'access_denied' ? 'denied' : 'failed', `provider error ${query.error}`);
  }
  if (!query.state || !query.code) throw new SignInError('failed', 'callback without code or state');
  // The state must be the one this browser started with (login CSRF).
  if (!stateCookie) throw new SignInError('failed', 'no sign-in attempt in this browser');
  const attempt = await openAttempt(stateCookie, nowSeconds());
  if (!attempt) throw new SignInError('expired', 'sign-in attempt unreadable or expired');
  if (attempt.state !== query.state) throw new SignInError('failed', 'state does not match this browser');
  const configuration = await oidcConfiguration();
  const currentUrl = new URL(`${callbackUrl()}?${input.rawQueryString}`);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: query.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    logger.warn('authorization code grant failed', { error: error instanceof Error ? error.message : String(error) });
    throw new SignInError('failed', 'token exchange or ID token verification failed');
  }
  await markUsed(attempt);
  const member = await upsertMemberFromClaims(identityFromClaims(tokens.claims()), refreshAuthorsOnMemberWrite, input.onFirstSignIn);
  if (member.suspendedAt) {
    // The provider's tokens are of no use to a member the club refuses: revoke rather than keep them.
    if (tokens.refresh_token) await revokeRefreshToken(configuration, tokens.refresh_token);
    throw new SignInError('suspended', 'member is suspended');
  }
  return createSession(member.id, { refreshToken: tokens.refresh_token, idToken: tokens.id_token }, input.device);
}

/** Maps ID-token claims (Cognito+LinkedIn and the local provider carry the same names). */
export function identityFromClaims(claims: client.IDToken | undefined): IdentityClaims {
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const email = text(claims?.email);
  if (!claims?.sub || !email) throw new SignInError('failed', 'ID token lacks sub or email');
  const name = text(claims.name)?.split(/\s+/) ?? [];
  return {
    sub: claims.sub,
    email,
    givenName: text(claims.given_name) ?? name[0] ?? email.split('@')[0]!,
    familyName: text(claims.family_name) ?? name.slice(1).join(' '),
    picture: text(claims.picture),
    profileUrl: text(claims.profile),
  };
}

/**
 * Signs out: deletes the session, revokes its refresh token at the provider
 * (best effort) and returns where the browser goes next: the provider's
 * logout, which comes back to the site.
 */
export async function signOut(sessionId: string | undefined): Promise<string> {
  const home = `${config.siteUrl}/`;
  const session = await revokeSession(sessionId);
  let configuration: client.Configuration;
  try {
    configuration = await oidcConfiguration();
  } catch (error) {
    logger.warn('provider discovery failed during logout', { error: String(error) });
    return home;
  }
  if (session?.refreshToken) await revokeRefreshToken(configuration, session.refreshToken);
  if (config.oidcLogoutUrl) {
    // Cognito's /logout is not in its discovery document.
    const url = new URL(config.oidcLogoutUrl);
    url.searchParams.set('client_id', config.oidcClientId);
    url.searchParams.set('logout_uri', home);
    return url.href;
  }
  if (configuration.serverMetadata().end_session_endpoint) {
    const parameters: Record<string, string> = { post_logout_redirect_uri: home, client_id: config.oidcClientId };
    if (session?.idToken) parameters.id_token_hint = session.idToken;
    return client.buildEndSessionUrl(configuration, parameters).href;
  }
  return home;
}
