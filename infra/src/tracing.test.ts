import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ENV } from '@club/shared';
import { TRACING_DEFINE } from '@club/shared/lambda-bundling';
import { ClubFunction, clubBundling } from './constructs/club-function.js';
import { stageConfig } from './stage-config.js';
import { synthStage } from './test/synth-stage.js';

type Resources = Record<string, { Type: string; Properties: any; Metadata?: any }>;
const XRAY_WRITE_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every IAM statement of a template's policies, flattened. */
const statementsOf = (resources: Resources) =>
  Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Effect: string }[]);

/** One route function of a stage (bundling skipped), with the stage's tracing setting and cdk-nag on as in a real synth. */
function synthRoute(context: Record<string, unknown> = {}) {
  // No built-in CloudFormation validation: nothing here reads its report (it never fails a synth).
  const app = new App({ builtinCloudFormationValidation: false, context: { stage: 'dev', 'aws:cdk:bundling-stacks': [], ...context } });
  const config = stageConfig(app, { webDistDir: 'unused' });
  const stack = new Stack(app, 'club-dev-routes', { env: { region: 'ap-south-1' } });
  new ClubFunction(stack, 'Route', {
    handlerFile: 'src/features/auth/http/get-user.ts',
    functionName: 'club-dev-get-auth-user',
    description: 'GET /api/auth/user',
    access: 'read',
    table: TableV2.fromTableName(stack, 'Table', 'club-dev'),
    environment: { [ENV.stage]: 'dev' },
    tracing: config.tracing,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  // Throws on any unacknowledged cdk-nag finding (with tracing on: the X-Ray grant's wildcard; off: no tracing).
  app.synth();
  return { config, resources: Template.fromStack(stack).toJSON().Resources as Resources };
}

const functionOf = (resources: Resources) => Object.values(resources).find((resource) => resource.Type === 'AWS::Lambda::Function')!;

describe('X-Ray tracing per stage', () => {
  it('is off by default: no active tracing, no X-Ray grant, and the bundle built with the Tracer left out', () => {
    const { config, resources } = synthRoute();

    expect(config.tracing).toBe(false);
    expect(functionOf(resources).Properties.TracingConfig).toBeUndefined();
    expect(
      statementsOf(resources)
        .flatMap((statement) => asArray(statement.Action))
        .filter((action) => action.startsWith('xray:')),
    ).toEqual([]);
    expect(clubBundling().define).toEqual({ [TRACING_DEFINE]: '"false"' });
  });

  it('-c tracing=true gives the function active tracing, the X-Ray write grant CDK adds, and a bundle with the Tracer', () => {
    const { config, resources } = synthRoute({ tracing: 'true' });

    expect(config.tracing).toBe(true);
    expect(functionOf(resources).Properties.TracingConfig).toEqual({ Mode: 'Active' });
    const xray = statementsOf(resources).filter((statement) => asArray(statement.Action).some((action) => action.startsWith('xray:')));
    expect(xray).toEqual([{ Effect: 'Allow', Action: XRAY_WRITE_ACTIONS, Resource: '*' }]);
    expect(clubBundling({ tracing: true }).define).toEqual({ [TRACING_DEFINE]: '"true"' });
    // A route with data files beside its bundle traces too.
    const withAssets = clubBundling({ tracing: true, assetFiles: ['src/handlers.ts'] });
    expect(withAssets.define).toEqual({ [TRACING_DEFINE]: '"true"' });
    expect(withAssets.commandHooks?.afterBundling('/in', '/out')).toEqual([expect.stringContaining('handlers.ts')]);
  });

  it('refuses a tracing setting other than true or false', () => {
    expect(() => synthRoute({ tracing: 'yes' })).toThrow('tracing must be true or false.');
    expect(synthRoute({ tracing: 'false' }).config.tracing).toBe(false);
  });

  /** Every function the stage's stacks create under the stage's names (not CDK's own helpers), synthesized with cdk-nag on. */
  function stageFunctions(context: Record<string, string> = {}) {
    const { club, template } = synthStage({ stage: 'dev', context: { mailFrom: 'club@example.org', ...context } });
    return club.all.flatMap((stack) =>
      Object.values(template(stack).toJSON().Resources as Resources).filter(
        (resource) => resource.Type === 'AWS::Lambda::Function' && String(resource.Properties.FunctionName ?? '').startsWith('club-dev-'),
      ),
    );
  }
  const EVERY_KIND = ['club-dev-get-auth-user', 'club-dev-job-smart-nudges', 'club-dev-mail-outbox-stream', 'club-dev-mail-events', 'club-dev-migrate'];

  it('a whole stage: no function traces by default', () => {
    const functions = stageFunctions();
    expect(functions.map((fn) => fn.Properties.FunctionName)).toEqual(expect.arrayContaining(EVERY_KIND));
    for (const fn of functions) expect(fn.Properties.TracingConfig, fn.Properties.FunctionName).toBeUndefined();
  });

  it('a whole stage deployed with -c tracing=true: every function traces (routes, jobs, mail, migrate), cdk-nag clean', () => {
    const functions = stageFunctions({ tracing: 'true' });
    expect(functions.map((fn) => fn.Properties.FunctionName)).toEqual(expect.arrayContaining(EVERY_KIND));
    for (const fn of functions) expect(fn.Properties.TracingConfig, fn.Properties.FunctionName).toEqual({ Mode: 'Active' });
  });
});
