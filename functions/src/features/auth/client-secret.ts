import { CognitoIdentityProviderClient, DescribeUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../platform/config.js';
import { traced } from '../../platform/lib/tracing.js';

let cached: { key: string; secret: Promise<string | undefined> } | undefined;

/**
 * The OIDC client secret. Locally it comes from the environment; in the cloud
 * Cognito generated it, so the sign-in routes read it from the user pool
 * client once per cold start (discovery, revocation and the login cookie's
 * key all use it) instead of keeping a copy in configuration.
 */
export function resolveClientSecret(): Promise<string | undefined> {
  if (config.oidcClientSecret) return Promise.resolve(config.oidcClientSecret);
  const poolId = config.cognitoUserPoolId;
  if (!poolId) return Promise.resolve(undefined);
  const key = `${poolId}|${config.oidcClientId}`;
  if (cached?.key !== key) {
    const secret = describeClientSecret(poolId);
    cached = { key, secret };
    // A failed read must not stick for the life of the Lambda.
    secret.catch(() => {
      if (cached?.secret === secret) cached = undefined;
    });
  }
  return cached.secret;
}

async function describeClientSecret(poolId: string): Promise<string | undefined> {
  const cognito = traced(new CognitoIdentityProviderClient({}));
  try {
    const { UserPoolClient } = await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: config.oidcClientId }));
    return UserPoolClient?.ClientSecret;
  } finally {
    cognito.destroy();
  }
}
