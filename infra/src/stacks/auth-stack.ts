import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  type CfnUserPoolClient,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderOidc,
  type IUserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { StageConfig } from '../stage-config.js';

/**
 * Token lifetimes (docs/infra.md). The app keeps its own session (cookie +
 * DynamoDB item); Cognito's tokens are used once, in the callback, and the
 * refresh token is kept only to be revoked at logout. So every token lives
 * as short as Cognito allows: a leaked copy is worth little.
 */
export const TOKEN_LIFETIMES = {
  /** Verified in the callback seconds after it is issued. */
  idToken: Duration.minutes(5),
  /** Not used by the app. */
  accessToken: Duration.minutes(5),
  /** Never used to refresh; Cognito's minimum. */
  refreshToken: Duration.minutes(60),
  /** Session of Cognito's API auth flows (none enabled); Cognito's minimum. */
  authSession: Duration.minutes(3),
};

/**
 * AuthStack: the Cognito user pool federating LinkedIn (OIDC), its hosted UI
 * domain and the site's confidential app client. LinkedIn is the only way in.
 */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly client: UserPoolClient;
  readonly issuer: string;
  readonly hostedUiUrl: string;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig; siteUrl: string }) {
    super(scope, id, props);
    const { config, siteUrl } = props;

    const userPool = new UserPool(this, 'UserPool', {
      userPoolName: `club-${config.stage}`,
      // Members arrive only through LinkedIn; nobody signs up with a password.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        profilePicture: { required: false, mutable: true },
      },
      // Unused (no password sign-in) but strict, should anyone enable it.
      passwordPolicy: { minLength: 14, requireDigits: true, requireLowercase: true, requireUppercase: true, requireSymbols: true },
      accountRecovery: AccountRecovery.NONE,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: config.isProd,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(userPool).acknowledge(
      { id: 'AwsSolutions-COG2', reason: 'Sign-in is federated to LinkedIn only; MFA is LinkedIn’s to enforce, Cognito holds no passwords.' },
      { id: 'AwsSolutions-COG3', reason: 'No password sign-in exists to protect; threat protection (Plus plan) adds cost without a password surface.' },
      { id: 'AwsSolutions-COG8', reason: 'Essentials plan: federated-only pool, no passwords for the Plus plan’s compromised-credential checks.' },
    );

    const linkedin = new UserPoolIdentityProviderOidc(this, 'LinkedIn', {
      userPool,
      name: 'LinkedIn',
      issuerUrl: 'https://www.linkedin.com/oauth',
      // Resolved by CloudFormation at deploy time from the stage's secret; never in the repo or template.
      clientId: SecretValue.secretsManager(config.linkedinSecretName, { jsonField: 'clientId' }).unsafeUnwrap(),
      clientSecret: SecretValue.secretsManager(config.linkedinSecretName, { jsonField: 'clientSecret' }).unsafeUnwrap(),
      scopes: ['openid', 'profile', 'email'],
      attributeMapping: {
        givenName: ProviderAttribute.other('given_name'),
        familyName: ProviderAttribute.other('family_name'),
        email: ProviderAttribute.other('email'),
        profilePicture: ProviderAttribute.other('picture'),
      },
    });

    const domain = userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: config.authDomainPrefix } });

    this.client = userPool.addClient('SiteClient', {
      userPoolClientName: `club-${config.stage}-site`,
      generateSecret: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.custom(linkedin.providerName)],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.PROFILE, OAuthScope.EMAIL],
        callbackUrls: [`${siteUrl}/api/auth/callback`],
        logoutUrls: [`${siteUrl}/`],
      },
      idTokenValidity: TOKEN_LIFETIMES.idToken,
      accessTokenValidity: TOKEN_LIFETIMES.accessToken,
      refreshTokenValidity: TOKEN_LIFETIMES.refreshToken,
      authSessionValidity: TOKEN_LIFETIMES.authSession,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });
    this.client.node.addDependency(linkedin);
    // Passwords off: no SRP or custom auth through the Cognito API either (CloudFormation's default enables both).
    (this.client.node.defaultChild as CfnUserPoolClient).explicitAuthFlows = ['ALLOW_REFRESH_TOKEN_AUTH'];

    this.userPool = userPool;
    this.issuer = `https://cognito-idp.${this.region}.amazonaws.com/${userPool.userPoolId}`;
    this.hostedUiUrl = domain.baseUrl();
    new CfnOutput(this, 'HostedUiDomain', { value: this.hostedUiUrl, exportName: `club-${config.stage}-hosted-ui` });
    new CfnOutput(this, 'LinkedInRedirectUrl', {
      value: `${this.hostedUiUrl}/oauth2/idpresponse`,
      description: 'Register this as an authorized redirect URL in the LinkedIn app',
      exportName: `club-${config.stage}-linkedin-redirect`,
    });
  }
}
