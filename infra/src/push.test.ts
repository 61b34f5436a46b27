import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENV, TABLE, routeFunctionName, vapidParameterName } from '@club/shared';
import { PUSH_STREAM_FILTER } from '@club/functions/handlers';
import { VAPID_READ_ACTIONS } from './constructs/vapid.js';
import { PUSH_STREAM_RETRIES } from './stacks/schedules-stack.js';
import { synthStage } from './test/synth-stage.js';
import { functionGrants, type FunctionGrant } from './test/function-grants.js';

type Resources = Record<string, { Type: string; Properties: any }>;
const PUSH_ROUTES = ['getPushSettings', 'savePushSubscription', 'deletePushSubscription'];

const readsVapid = (grant: FunctionGrant) =>
  grant.statements.some((statement) => [statement.Action].flat().some((action) => VAPID_READ_ACTIONS.includes(action)));

describe('a stage with push (-c push=true)', () => {
  let grants: FunctionGrant[];
  let jobs: Template;
  beforeAll(() => {
    const stage = synthStage({ stage: 'dev', context: { push: 'true' } });
    jobs = stage.template(stage.club.schedules!);
    grants = functionGrants(...stage.club.api.map((stack) => stage.template(stack)), jobs);
  });

  it('gives the push routes and the push consumer the parameter’s name and the read of that parameter alone; no other function either', () => {
    const readers = grants.filter(readsVapid);
    expect(readers.map((grant) => grant.name).sort()).toEqual([...PUSH_ROUTES.map((id) => routeFunctionName('dev', id)), 'club-dev-push-stream'].sort());
    for (const reader of readers) {
      expect(reader.variables[PUSH_ENV.vapidParameter]).toBe(vapidParameterName('dev'));
      const statement = reader.statements.find((s) => [s.Action].flat().includes('ssm:GetParameter'))!;
      expect(JSON.stringify(statement.Resource)).toContain(`:parameter${vapidParameterName('dev')}`);
      expect([statement.Action].flat()).toEqual(VAPID_READ_ACTIONS);
    }
    expect(grants.filter((grant) => !readsVapid(grant)).some((grant) => PUSH_ENV.vapidParameter in grant.variables)).toBe(false);
    // The private key never rides in an environment.
    expect(grants.some((grant) => PUSH_ENV.vapidPrivateKey in grant.variables || PUSH_ENV.vapidPublicKey in grant.variables)).toBe(false);
  });

  it('maps the table’s stream to the consumer: new pushed notices and removed sessions only, split on error, then the DLQ', () => {
    const mapping = Object.values(jobs.toJSON().Resources as Resources).find(
      (r) => r.Type === 'AWS::Lambda::EventSourceMapping' && JSON.stringify(r.Properties.FunctionName).includes('PushStream'),
    )!;
    expect(mapping.Properties).toMatchObject({
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: PUSH_STREAM_RETRIES.retryAttempts,
      MaximumRecordAgeInSeconds: PUSH_STREAM_RETRIES.maxRecordAge.toSeconds(),
      StartingPosition: 'LATEST',
    });
    expect(mapping.Properties.DestinationConfig.OnFailure.Destination).toBeDefined();
    const patterns = (mapping.Properties.FilterCriteria.Filters as { Pattern: string }[]).map((filter) => JSON.parse(filter.Pattern));
    expect(patterns).toContainEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { [TABLE.entityAttribute]: { S: ['notification'] }, kind: { S: [...PUSH_STREAM_FILTER.bellKinds] } } },
    });
    expect(patterns).toContainEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { [TABLE.entityAttribute]: { S: ['threadMessage', 'pushNotice'] } } } });
    expect(patterns).toContainEqual({ eventName: ['REMOVE'], dynamodb: { Keys: { [TABLE.partitionKey]: { S: [{ prefix: 'SESSION#' }] } } } });
    expect(patterns).toHaveLength(3);
  });
});

describe('a stage without push', () => {
  it('has no push consumer and no function reads the VAPID parameter', () => {
    const stage = synthStage({ stage: 'dev' });
    const grants = functionGrants(...stage.club.api.map((stack) => stage.template(stack)), stage.template(stage.club.schedules!));
    expect(grants.filter(readsVapid)).toEqual([]);
    expect(grants.map((grant) => grant.name)).not.toContain('club-dev-push-stream');
  });
});
