import { CognitoIdentityProviderClient, DescribeUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../config.js';

/**
 * The OIDC client secret. Locally it comes from the environment; in the cloud
 * Cognito generated it, so the sign-in routes read it from the user pool
 * client once per cold start instead of keeping a copy in configuration.
 */
export async function resolveClientSecret(): Promise<string | undefined> {
  if (config.oidcClientSecret) return config.oidcClientSecret;
  if (!config.cognitoUserPoolId) return undefined;
  const cognito = new CognitoIdentityProviderClient({});
  try {
    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: config.cognitoUserPoolId, ClientId: config.oidcClientId }),
    );
    return UserPoolClient?.ClientSecret;
  } finally {
    cognito.destroy();
  }
}
