import type { App } from 'aws-cdk-lib';

/** Everything that differs between stages, read from CDK context (`-c key=value`). */
export interface StageConfig {
  /** e.g. `dev`, `prod`; carried by every resource name and export. */
  stage: string;
  /** prod keeps data: RETAIN, deletion protection. */
  isProd: boolean;
  /** Optional custom domain for the site, with an ACM certificate in us-east-1. */
  domainName?: string;
  certificateArn?: string;
  /** Secrets Manager secret holding the LinkedIn app's `clientId` and `clientSecret`. */
  linkedinSecretName: string;
  /** Cognito hosted UI domain prefix (globally unique per region). */
  authDomainPrefix: string;
  /** The web build to deploy. */
  webDistDir: string;
}

const STAGE_NAME = /^[a-z][a-z0-9-]{1,20}$/;

export function stageConfig(app: App, defaults: { webDistDir: string }): StageConfig {
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  if (!STAGE_NAME.test(stage)) throw new Error(`Stage "${stage}" must be 2-21 lower-case letters, digits or dashes.`);
  const context = (key: string): string | undefined => {
    const value = app.node.tryGetContext(key);
    return value === undefined || value === '' ? undefined : String(value);
  };
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Give both domainName and certificateArn (an ACM certificate in us-east-1), or neither.');
  }
  return {
    stage,
    isProd: stage === 'prod',
    domainName,
    certificateArn,
    linkedinSecretName: context('linkedinSecretName') ?? `club/${stage}/linkedin`,
    authDomainPrefix: context('authDomainPrefix') ?? `telugu-exec-club-${stage}`,
    webDistDir: context('webDistDir') ?? defaults.webDistDir,
  };
}
