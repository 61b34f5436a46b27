import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { PUSH_ENV, vapidParameterName } from '@club/shared';
import type { ClubFunction } from './club-function.js';

/** What a function that reads the stage's VAPID key pair may do: read (and decrypt) that one parameter. */
export const VAPID_READ_ACTIONS = ['ssm:GetParameter'];

/**
 * Gives a function the stage's VAPID key pair: the SSM SecureString's name in
 * VAPID_PARAMETER and the read of that parameter alone. The parameter is
 * made outside CDK (CloudFormation cannot make EC keys nor SecureStrings):
 * `npm run vapid-keys -- --stage <stage>`. Its default key (aws/ssm) lets
 * any reader the parameter allows decrypt it, so no KMS grant is added.
 */
export function grantVapidRead(fn: ClubFunction, stage: string): void {
  const name = vapidParameterName(stage);
  fn.fn.addEnvironment(PUSH_ENV.vapidParameter, name);
  fn.fn.addToRolePolicy(
    new PolicyStatement({
      actions: VAPID_READ_ACTIONS,
      resources: [Stack.of(fn).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') })],
    }),
  );
}
