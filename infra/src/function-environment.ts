import { ENV, type EnvName } from '@club/shared';

/** What every function of a stage is told; `TABLE_NAME` is added by ClubFunction from its table. */
export interface FunctionEnvironmentProps {
  stage: string;
  siteUrl: string;
  auth: { issuer: string; clientId: string; userPoolId: string; hostedUiUrl: string };
  /** Days an audit entry is kept; unset: as long as the table. */
  auditRetentionDays?: number;
}

/**
 * The environment of every route and scheduled function, by the shared names
 * (shared/src/env.ts). Routes and schedules get the same settings, so one
 * schema checks them all at cold start.
 */
export function functionEnvironment(props: FunctionEnvironmentProps): Partial<Record<EnvName, string>> {
  const { auth } = props;
  return {
    [ENV.stage]: props.stage,
    [ENV.siteUrl]: props.siteUrl,
    [ENV.oidcIssuer]: auth.issuer,
    [ENV.oidcClientId]: auth.clientId,
    [ENV.cognitoUserPoolId]: auth.userPoolId,
    [ENV.oidcLogoutUrl]: `${auth.hostedUiUrl}/logout`,
    [ENV.oidcRevocationUrl]: `${auth.hostedUiUrl}/oauth2/revoke`,
    [ENV.oidcIdentityProvider]: 'LinkedIn',
    ...(props.auditRetentionDays ? { [ENV.auditRetentionDays]: String(props.auditRetentionDays) } : {}),
  };
}
