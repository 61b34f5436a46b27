import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { stageConfig } from './stage-config.js';
import { BACKUP_RETENTION_DAYS, DataStack } from './stacks/data-stack.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));

/** The stage's data stack alone, with cdk-nag as the app runs it (an unacknowledged finding makes synth throw). */
function dataStack(stage: string): Template {
  // No built-in CloudFormation validation: nothing here reads its report (it never fails a synth).
  const app = new App({ builtinCloudFormationValidation: false, context: { stage, webDistDir: webDist } });
  const config = stageConfig(app, { webDistDir: webDist });
  const stack = new DataStack(app, `club-${stage}-data`, { config, env: { region: 'eu-west-1' } });
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }),
    new ServerlessChecks(app, { writeSuppressionsToCloudFormation: true }),
  );
  app.synth();
  return Template.fromStack(stack);
}

describe.each(['dev', 'prod'])('backups of the %s table', (stage) => {
  const template = dataStack(stage);

  it(`keeps a daily AWS Backup copy ${BACKUP_RETENTION_DAYS} days in vault club-${stage}`, () => {
    expect(BACKUP_RETENTION_DAYS).toBe(35);
    template.hasResource('AWS::Backup::BackupVault', { Properties: { BackupVaultName: `club-${stage}` }, DeletionPolicy: 'Retain' });
    const plans = template.findResources('AWS::Backup::BackupPlan');
    expect(Object.keys(plans)).toHaveLength(1);
    const plan = Object.values(plans)[0]!.Properties.BackupPlan;
    expect(plan.BackupPlanName).toBe(`club-${stage}`);
    expect(plan.BackupPlanRule).toEqual([
      expect.objectContaining({
        RuleName: 'daily',
        ScheduleExpression: 'cron(0 3 * * ? *)',
        Lifecycle: { DeleteAfterDays: 35 },
        TargetBackupVault: { 'Fn::GetAtt': [expect.stringMatching(/^BackupVault/), 'BackupVaultName'] },
      }),
    ]);
  });

  it('selects the table, and only it, with AWS Backup’s service role', () => {
    const table = Object.keys(template.findResources('AWS::DynamoDB::GlobalTable'))[0]!;
    template.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupPlanId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^BackupPlan'), 'BackupPlanId'] },
      BackupSelection: Match.objectEquals({
        IamRoleArn: Match.anyValue(),
        SelectionName: `club-${stage}-table`,
        Resources: [{ 'Fn::GetAtt': [table, 'Arn'] }],
      }),
    });
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({ Statement: [Match.objectLike({ Principal: { Service: 'backup.amazonaws.com' } })] }),
    });
  });

  it('has point-in-time recovery on the table', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: `club-${stage}`,
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });
});
