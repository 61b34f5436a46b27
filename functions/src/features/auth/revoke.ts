import * as client from 'openid-client';
import { config } from '../../platform/config.js';
import { logger } from '../../platform/lib/logger.js';
import { resolveClientSecret } from './client-secret.js';
import { oidcConfiguration } from './oidc.js';

/**
 * Revokes refresh tokens of sessions ended elsewhere (sign out everywhere,
 * suspension), best effort: the sessions are already gone.
 */
export async function revokeRefreshTokens(refreshTokens: readonly string[]): Promise<void> {
  if (!refreshTokens.length) return;
  let configuration: client.Configuration;
  try {
    configuration = await oidcConfiguration();
  } catch (error) {
    logger.warn('provider discovery failed while revoking refresh tokens', { error: String(error) });
    return;
  }
  await Promise.all(refreshTokens.map((token) => revokeRefreshToken(configuration, token)));
}

/** Revokes one refresh token at the provider (its revocation endpoint, or Cognito's); failures are logged, never thrown. */
export async function revokeRefreshToken(configuration: client.Configuration, refreshToken: string): Promise<void> {
  try {
    if (configuration.serverMetadata().revocation_endpoint) {
      await client.tokenRevocation(configuration, refreshToken, { token_type_hint: 'refresh_token' });
    } else if (config.oidcRevocationUrl) {
      const secret = (await resolveClientSecret()) ?? '';
      await fetch(config.oidcRevocationUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${config.oidcClientId}:${secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ token: refreshToken }),
      });
    }
  } catch (error) {
    // The session is already gone; a failed revocation must not trap the member signed in.
    logger.warn('refresh token revocation failed', { error: String(error) });
  }
}
