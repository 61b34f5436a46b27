import * as client from 'openid-client';
import { config } from '../../platform/config.js';
import { resolveClientSecret } from './client-secret.js';

let cached: { key: string; configuration: Promise<client.Configuration> } | undefined;

/**
 * The one OIDC client, for Cognito in the cloud and the local stand-in here:
 * discovered once per warm Lambda. ID-token signatures are checked against
 * the provider's JWKS (non-repudiation checks), not only trusted over TLS.
 */
export function oidcConfiguration(): Promise<client.Configuration> {
  const key = `${config.oidcIssuer}|${config.oidcClientId}`;
  if (cached?.key !== key) {
    const issuer = new URL(config.oidcIssuer);
    const execute = [client.enableNonRepudiationChecks];
    // Plain http only ever reaches the local provider.
    if (issuer.protocol === 'http:') execute.push(client.allowInsecureRequests);
    const configuration = resolveClientSecret().then((secret) =>
      client.discovery(issuer, config.oidcClientId, undefined, secret ? client.ClientSecretBasic(secret) : client.None(), { execute, timeout: 5 }),
    );
    cached = { key, configuration };
    // A failed discovery must not stick for the life of the Lambda.
    configuration.catch(() => {
      if (cached?.configuration === configuration) cached = undefined;
    });
  }
  return cached.configuration;
}

export const callbackUrl = (): string => `${config.siteUrl}/api/auth/callback`;
