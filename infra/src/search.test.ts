import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '@club/shared';
import { ClubFunction, SEARCH_READ_ACTIONS, SEARCH_WRITE_ACTIONS } from './constructs/club-function.js';
import { SEARCH_NONCURRENT_DAYS, SearchStack } from './stacks/search-stack.js';
import { stageConfig } from './stage-config.js';

const env = { region: 'ap-south-1' };
type Resources = Record<string, { Type: string; Properties: any }>;

/** The search stack on its own, with a reading route, a writing job and a plain function beside it; bundling skipped, cdk-nag on. */
function synthSearch(stage: string) {
  const app = new App({ context: { stage, 'aws:cdk:bundling-stacks': [] } });
  const config = stageConfig(app, { webDistDir: 'unused' });
  const search = new SearchStack(app, `club-${stage}-search`, { env, config });
  const routes = new Stack(app, `club-${stage}-routes`, { env });
  const table = TableV2.fromTableName(routes, 'Table', `club-${stage}`);
  const fn = (id: string, access?: 'read' | 'write') =>
    new ClubFunction(routes, id, {
      handlerFile: 'src/features/auth/http/get-user.ts',
      functionName: `club-${stage}-${id.toLowerCase()}`,
      description: id,
      access: 'read',
      table,
      environment: { [ENV.stage]: stage },
      ...(access ? { searchIndex: { access, store: search.store } } : {}),
    });
  fn('Reader', 'read');
  fn('Builder', 'write');
  fn('Plain');
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }),
    new ServerlessChecks(app, { writeSuppressionsToCloudFormation: true }),
  );
  // Throws on any unacknowledged cdk-nag finding.
  app.synth();
  return { template: Template.fromStack(search), routes: Template.fromStack(routes) };
}

const statementsOf = (routes: Template, functionName: string) => {
  const resources = routes.toJSON().Resources as Resources;
  const role = Object.entries(resources).find(
    ([, resource]) => resource.Type === 'AWS::Lambda::Function' && resource.Properties.FunctionName === functionName,
  )![1].Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy' && resource.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
};
const actionsOf = (statements: { Action: string | string[] }[]) => statements.flatMap((statement) => [statement.Action].flat());

describe('search snapshot bucket', () => {
  let synth: ReturnType<typeof synthSearch>;
  beforeAll(() => {
    synth = synthSearch('dev');
  });

  it('is private, encrypted, TLS-only and keeps replaced snapshots a day', () => {
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: SEARCH_NONCURRENT_DAYS } })]) },
    });
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('routes read snapshots, the builder also writes them, others get neither bucket nor setting', () => {
    const reader = statementsOf(synth.routes, 'club-dev-reader');
    const builder = statementsOf(synth.routes, 'club-dev-builder');
    const plain = statementsOf(synth.routes, 'club-dev-plain');
    expect(actionsOf(reader)).toEqual(expect.arrayContaining([...SEARCH_READ_ACTIONS, 's3:ListBucket']));
    expect(actionsOf(reader)).not.toContain('s3:PutObject');
    expect(actionsOf(builder)).toEqual(expect.arrayContaining([...SEARCH_WRITE_ACTIONS, 's3:ListBucket']));
    expect(actionsOf(plain).some((action) => action.startsWith('s3:'))).toBe(false);
    const list = reader.find((statement) => actionsOf([statement]).includes('s3:ListBucket')) as unknown as { Condition: unknown };
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['snapshots/*'] } });
    const functions = Object.values(synth.routes.toJSON().Resources as Resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');
    const settingOf = (name: string) => functions.find((f) => f.Properties.FunctionName === name)!.Properties.Environment.Variables[ENV.searchBucket];
    expect(settingOf('club-dev-reader')).toBeDefined();
    expect(settingOf('club-dev-plain')).toBeUndefined();
  });
});
