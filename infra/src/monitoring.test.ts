import fs from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeFunctionName, routeGroups, schedules, type ScheduleDef } from '@club/shared';
import { DEFAULT_ALARM_THRESHOLDS, stageConfig } from './stage-config.js';
import { BACKGROUND_GROUP, FUNCTIONS_PER_ALARM, SYNTHETIC_CHECK_SCHEDULE, jobAlarmWindow } from './stacks/monitoring-stack.js';
import { synthStage, type SynthesizedStage } from './test/synth-stage.js';

type Resource = { Type: string; Properties: any; Metadata?: any };
type Resources = Record<string, Resource>;

/** The product's schedules plus the synthetic check (its handler stands in: only the schedule matters here). */
const SCHEDULES: Record<string, ScheduleDef> = {
  ...schedules,
  [SYNTHETIC_CHECK_SCHEDULE]: {
    schedule: 'rate(5 minutes)',
    handlerFile: 'src/features/network/jobs/smart-nudges.ts',
    access: 'read',
    summary: 'fixture: the synthetic check',
  },
};

const alarmsOf = (template: Template) => {
  const resources = template.toJSON().Resources as Resources;
  return new Map(
    Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm')
      .map(([logicalId, r]) => [r.Properties.AlarmName as string, { logicalId, ...r.Properties } as Record<string, any> & { logicalId: string }]),
  );
};

/** An alarm's one metric, whether CloudFormation has it at the top level or as the alarm's only query (a labelled metric). */
function metricOf(alarm: Record<string, any>) {
  if (alarm.MetricName)
    return {
      Namespace: alarm.Namespace,
      MetricName: alarm.MetricName,
      Dimensions: alarm.Dimensions,
      Period: alarm.Period,
      Stat: alarm.Statistic ?? alarm.ExtendedStatistic,
    };
  const queries = (alarm.Metrics as any[]).filter((query) => query.MetricStat);
  expect(queries).toHaveLength(1);
  const { Metric, Period, Stat } = queries[0].MetricStat;
  return { ...Metric, Period, Stat };
}

/** The route groups' function names, as the monitoring stack must sum them. */
const groupFunctions = (stage: string) =>
  Object.entries(routeGroups).map(([group, groupRoutes]) => [group, Object.keys(groupRoutes).map((id) => routeFunctionName(stage, id))] as const);

/** The functions that serve no route: the jobs stack's and the migrate function. */
const backgroundCount = (stage: SynthesizedStage) => (stage.club.schedules?.functionNames.length ?? 0) + 1;

/** Every alarm a stage should have in its own region. */
function expectedAlarms(stage: string, jobs: string[], mail: boolean, synthetic: boolean, backgroundFunctions: number): string[] {
  const names = ['api-5xx-rate', 'api-p99-latency', 'dynamodb-throttles', 'dynamodb-system-errors', 'job-dead-letters'];
  for (const [group, functions] of groupFunctions(stage)) {
    for (let chunk = 0; chunk < Math.ceil(functions.length / FUNCTIONS_PER_ALARM); chunk++) {
      names.push(`lambda-errors-${group}${chunk ? `-${chunk + 1}` : ''}`, `lambda-throttles-${group}${chunk ? `-${chunk + 1}` : ''}`);
    }
  }
  for (let chunk = 0; chunk < Math.ceil(backgroundFunctions / FUNCTIONS_PER_ALARM); chunk++) {
    names.push(`lambda-errors-${BACKGROUND_GROUP}${chunk ? `-${chunk + 1}` : ''}`, `lambda-throttles-${BACKGROUND_GROUP}${chunk ? `-${chunk + 1}` : ''}`);
  }
  names.push(...jobs.map((job) => `job-${job}-not-completed`));
  if (mail) names.push('mail-bounce-rate', 'mail-complaint-rate', 'mail-failed');
  if (synthetic) names.push('synthetic-check-failed');
  return names.map((id) => `club-${stage}-${id}`).sort();
}

describe('prod with alarmEmail, mail, the synthetic check and an alarms override', () => {
  let stage: SynthesizedStage;
  let monitoring: Template;
  let waf: Template;
  let alarms: ReturnType<typeof alarmsOf>;
  beforeAll(() => {
    stage = synthStage({
      stage: 'prod',
      context: { alarmEmail: 'Ops@Example.org', mailFrom: 'club@example.org', alarms: '{"apiP99LatencyMs":2500,"lambdaErrorsPer5Minutes":7}' },
      schedules: SCHEDULES,
      // Its last test reads the CloudFormation validation report.
      cloudFormationValidation: true,
    });
    monitoring = stage.template(stage.club.monitoring);
    waf = stage.template(stage.club.waf!);
    alarms = alarmsOf(monitoring);
  });

  it('has the stack club-prod-monitoring after every stack it watches', () => {
    expect(stage.club.monitoring.stackName).toBe('club-prod-monitoring');
    expect(stage.club.all.at(-1)).toBe(stage.club.monitoring);
    const dependencies = stage.club.monitoring.dependencies.map((stack) => stack.stackName);
    for (const watched of [stage.club.data, stage.club.migrate, stage.club.schedules!, ...stage.club.api]) expect(dependencies).toContain(watched.stackName);
  });

  it('sends alarms to the KMS-encrypted, SSL-only topic club-prod-alarms, mailed to alarmEmail, CloudWatch allowed to publish', () => {
    monitoring.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'club-prod-alarms',
      KmsMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AlarmsKey'), 'Arn'] },
    });
    monitoring.resourceCountIs('AWS::SNS::Subscription', 1);
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
    const policy = JSON.stringify(monitoring.findResources('AWS::SNS::TopicPolicy'));
    expect(policy).toContain('aws:SecureTransport');
    expect(policy).toContain('cloudwatch.amazonaws.com');
    const key = Object.values(monitoring.findResources('AWS::KMS::Key'))[0]!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(JSON.stringify(key.Properties.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
  });

  it('has exactly the contract’s alarms: per route group (chunks of 10), per schedule, mail and the synthetic check', () => {
    const jobs = Object.keys(SCHEDULES);
    expect([...alarms.keys()].sort()).toEqual(expectedAlarms('prod', jobs, true, true, backgroundCount(stage)));
    const topic = Object.keys(monitoring.findResources('AWS::SNS::Topic'))[0]!;
    for (const [name, alarm] of alarms) {
      expect(alarm.AlarmActions, name).toEqual([{ Ref: topic }]);
      expect(alarm.OKActions, name).toEqual([{ Ref: topic }]);
    }
  });

  it('sums each group’s Lambda errors over its functions, at most 10 per alarm, covering every function once', () => {
    const groups = [...groupFunctions('prod')];
    expect(groups.some(([, functions]) => functions.length > FUNCTIONS_PER_ALARM)).toBe(true);
    for (const [group, functions] of groups) {
      const chunkAlarms = [...alarms.entries()].filter(
        ([name]) => name === `club-prod-lambda-errors-${group}` || (name.startsWith(`club-prod-lambda-errors-${group}-`) && /-\d+$/.test(name)),
      );
      const summed = chunkAlarms.flatMap(([name, alarm]) => {
        const stats = (alarm.Metrics as any[]).filter((query) => query.MetricStat);
        expect(stats.length, name).toBeLessThanOrEqual(FUNCTIONS_PER_ALARM);
        expect(alarm.Threshold, name).toBe(7);
        expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
        return stats.map((query) => {
          expect(query.MetricStat.Metric).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
          return query.MetricStat.Metric.Dimensions.find((d: { Name: string }) => d.Name === 'FunctionName').Value as string;
        });
      });
      expect(summed.sort(), group).toEqual([...functions].sort());
    }
    const background = [...alarms.entries()].filter(([name]) => name.startsWith(`club-prod-lambda-errors-${BACKGROUND_GROUP}`));
    expect(background.length).toBe(Math.ceil(backgroundCount(stage) / FUNCTIONS_PER_ALARM));
    const names = JSON.stringify(background.map(([, alarm]) => alarm.Metrics));
    for (const fn of [
      'club-prod-job-smart-nudges',
      'club-prod-job-mail-outbox',
      'club-prod-mail-events',
      'club-prod-mail-outbox-stream',
      'club-prod-search-index-stream',
      'club-prod-migrate',
    ])
      expect(names).toContain(fn);
  });

  it('takes thresholds from the stage (prod defaults) and from -c alarms', () => {
    const p99 = alarms.get('club-prod-api-p99-latency')!;
    expect(p99).toMatchObject({ Threshold: 2500, EvaluationPeriods: 3, DatapointsToAlarm: 3 });
    expect(metricOf(p99)).toMatchObject({ MetricName: 'Latency', Stat: 'p99', Namespace: 'AWS/ApiGateway' });
    const rate = alarms.get('club-prod-api-5xx-rate')!;
    expect(rate).toMatchObject({ Threshold: DEFAULT_ALARM_THRESHOLDS.prod.api5xxRatePercent / 100, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
    expect(metricOf(rate)).toMatchObject({ MetricName: '5xx', Stat: 'Average', Namespace: 'AWS/ApiGateway' });
    expect(alarms.get('club-prod-lambda-throttles-events')!.Threshold).toBe(DEFAULT_ALARM_THRESHOLDS.prod.lambdaThrottlesPer5Minutes);
    expect(alarms.get('club-prod-dynamodb-throttles')!.Threshold).toBe(DEFAULT_ALARM_THRESHOLDS.prod.dynamodbThrottlesPer5Minutes);
    const bounce = alarms.get('club-prod-mail-bounce-rate')!;
    expect(bounce.Threshold).toBe(DEFAULT_ALARM_THRESHOLDS.prod.mailBounceRatePercent / 100);
    expect(metricOf(bounce)).toMatchObject({
      MetricName: 'Reputation.BounceRate',
      Namespace: 'AWS/SES',
      Dimensions: [{ Name: 'ses:configuration-set', Value: 'club-prod' }],
    });
  });

  it('alarms when a job completes no run in its window (missing data breaching), within CloudWatch’s limits', () => {
    for (const [job, entry] of Object.entries(SCHEDULES)) {
      const alarm = alarms.get(`club-prod-job-${job}-not-completed`)!;
      const window = jobAlarmWindow(entry.schedule);
      expect(alarm, job).toMatchObject({
        ComparisonOperator: 'LessThanThreshold',
        Threshold: 1,
        TreatMissingData: 'breaching',
        EvaluationPeriods: window.evaluationPeriods,
        DatapointsToAlarm: window.evaluationPeriods,
      });
      const metric = metricOf(alarm);
      expect(metric).toMatchObject({ Namespace: 'TeluguExecClub', MetricName: 'JobCompleted', Stat: 'Sum', Period: window.period.toSeconds() });
      expect(metric.Dimensions).toEqual(
        expect.arrayContaining([
          { Name: 'service', Value: 'club' },
          { Name: 'stage', Value: 'prod' },
          { Name: 'job', Value: job },
        ]),
      );
      expect(metric.Dimensions).toHaveLength(3);
      const range = metric.Period * alarm.EvaluationPeriods;
      expect(range).toBeLessThanOrEqual(metric.Period < 3600 ? 86_400 : 604_800);
    }
    const weekly = alarms.get('club-prod-job-weekly-digest-not-completed')!;
    expect([metricOf(weekly).Period, weekly.EvaluationPeriods]).toEqual([86_400, 7]);
  });

  it('alarms on the dead-letter queue, DynamoDB system errors and the synthetic check (2 of 2, missing breaching)', () => {
    const deadLetters = alarms.get('club-prod-job-dead-letters')!;
    expect(deadLetters).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1, DatapointsToAlarm: 1 });
    expect(metricOf(deadLetters)).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: 'club-prod-job-dead-letters' }],
    });
    const systemErrors = alarms.get('club-prod-dynamodb-system-errors')!;
    expect(JSON.stringify(systemErrors.Metrics)).toContain('"SystemErrors"');
    expect(systemErrors).toMatchObject({ EvaluationPeriods: 1, DatapointsToAlarm: 1 });
    const synthetic = alarms.get('club-prod-synthetic-check-failed')!;
    expect(metricOf(synthetic)).toMatchObject({
      MetricName: 'SyntheticCheckFailures',
      Dimensions: [
        { Name: 'service', Value: 'club' },
        { Name: 'stage', Value: 'prod' },
      ],
    });
    expect(synthetic).toMatchObject({
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      TreatMissingData: 'breaching',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
    });
  });

  it('pages through the composite club-prod-unhealthy: 5xx rate OR synthetic check OR DynamoDB errors OR dead letters', () => {
    const composites = Object.values(monitoring.findResources('AWS::CloudWatch::CompositeAlarm'));
    expect(composites).toHaveLength(1);
    const composite = composites[0]!.Properties;
    expect(composite.AlarmName).toBe('club-prod-unhealthy');
    const rule = JSON.stringify(composite.AlarmRule);
    const members = ['api-5xx-rate', 'synthetic-check-failed', 'dynamodb-system-errors', 'job-dead-letters'].map(
      (id) => alarms.get(`club-prod-${id}`)!.logicalId,
    );
    for (const logicalId of members) expect(rule).toContain(logicalId);
    expect(rule.match(/ALARM\(/g)).toHaveLength(4);
    expect(rule).toContain(' OR ');
    expect(composite.AlarmActions).toEqual([{ Ref: Object.keys(monitoring.findResources('AWS::SNS::Topic'))[0] }]);
  });

  it('draws the dashboard club-prod: API, route groups with cold starts, table, jobs, business metrics and WAF', () => {
    const dashboards = Object.values(monitoring.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('club-prod');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const text of [
      'AWS/ApiGateway',
      'p99',
      'ConsumedReadCapacityUnits',
      'JobCompleted',
      'SignIns',
      'TicketsResolved',
      'MailsFailed',
      'BlockedRequests',
      '@initDuration',
    ]) {
      expect(body, text).toContain(text);
    }
    for (const [group, functions] of groupFunctions('prod')) {
      expect(body, group).toContain(`Route group ${group}`);
      for (const fn of functions) expect(body).toContain(`/aws/lambda/${fn}`);
    }
  });

  it('alarms on WAF blocked-request spikes in the WAF stack (us-east-1) with its own mailed topic', () => {
    expect(stage.club.waf!.region).toBe('us-east-1');
    const wafAlarms = alarmsOf(waf);
    expect([...wafAlarms.keys()]).toEqual(['club-prod-waf-blocked-spike']);
    const spike = wafAlarms.get('club-prod-waf-blocked-spike')!;
    expect(spike).toMatchObject({
      Threshold: DEFAULT_ALARM_THRESHOLDS.prod.wafBlockedPer5Minutes - 1,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
    });
    expect(metricOf(spike)).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests', Stat: 'Sum', Period: 300 });
    expect(metricOf(spike).Dimensions).toEqual(expect.arrayContaining([{ Name: 'WebACL', Value: 'club-prod-edge' }]));
    waf.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'club-prod-alarms-us-east-1' });
    waf.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
    waf.resourceCountIs('AWS::CloudWatch::Dashboard', 0);
  });

  it('passes cdk-nag with reasoned acknowledgements only', () => {
    const report = JSON.parse(fs.readFileSync(path.join(stage.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; violations: unknown[] }[];
    };
    for (const plugin of report.pluginReports) expect(plugin.violations, plugin.pluginName).toEqual([]);
  });
});

describe('dev without alarmEmail or mail', () => {
  let stage: SynthesizedStage;
  let alarms: ReturnType<typeof alarmsOf>;
  beforeAll(() => {
    stage = synthStage({ stage: 'dev', schedules: SCHEDULES });
    alarms = alarmsOf(stage.template(stage.club.monitoring));
  });

  it('has no subscription and warns at synth', () => {
    stage.template(stage.club.monitoring).resourceCountIs('AWS::SNS::Subscription', 0);
    const warnings = stage.club.monitoring.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning').map((entry) => String(entry.data));
    expect(warnings.some((w) => w.includes('alarmEmail'))).toBe(true);
    expect(stage.club.waf).toBeUndefined();
  });

  it('leaves out the mail alarms and the mail-sending schedule’s, and uses the other stages’ thresholds', () => {
    const jobs = Object.entries(SCHEDULES)
      .filter(([, entry]) => entry.sends !== 'mail')
      .map(([job]) => job);
    expect([...alarms.keys()].sort()).toEqual(expectedAlarms('dev', jobs, false, true, backgroundCount(stage)));
    expect(alarms.get('club-dev-lambda-errors-events')!.Threshold).toBe(DEFAULT_ALARM_THRESHOLDS.other.lambdaErrorsPer5Minutes);
    expect(alarms.get('club-dev-api-5xx-rate')!.Threshold).toBe(DEFAULT_ALARM_THRESHOLDS.other.api5xxRatePercent / 100);
  });
});

describe('a stage outside us-east-1 with WAF', () => {
  it('keeps the WAF alarm in us-east-1 and draws its metrics from there on the stage’s dashboard', () => {
    const stage = synthStage({ stage: 'euro', context: { waf: 'true' }, schedules, region: 'eu-west-1' });
    expect(stage.club.monitoring.region).toBe('eu-west-1');
    expect([...alarmsOf(stage.template(stage.club.waf!)).keys()]).toEqual(['club-euro-waf-blocked-spike']);
    expect([...alarmsOf(stage.template(stage.club.monitoring)).keys()].some((name) => name.includes('waf'))).toBe(false);
    const dashboard = Object.values(stage.template(stage.club.monitoring).findResources('AWS::CloudWatch::Dashboard'))[0]!;
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    expect(body).toMatch(/BlockedRequests[^\]]*us-east-1/);
  });
});

describe('alarm settings', () => {
  const config = (context: Record<string, unknown>) => stageConfig(new App({ context: { stage: 'dev', ...context } }), { webDistDir: 'unused' });

  it('takes one lower-cased alarmEmail and refuses anything else', () => {
    expect(config({ alarmEmail: 'Ops@Example.ORG' }).alarmEmail).toBe('ops@example.org');
    expect(config({}).alarmEmail).toBeUndefined();
    expect(() => config({ alarmEmail: 'not-an-address' })).toThrow(/alarmEmail/);
    expect(() => config({ alarmEmail: 'a@example.org,b@example.org' })).toThrow(/alarmEmail must be one/);
  });

  it('overrides thresholds by JSON or object and refuses unknown keys and bad values', () => {
    expect(config({}).alarms).toEqual(DEFAULT_ALARM_THRESHOLDS.other);
    expect(config({ stage: 'prod' }).alarms).toEqual(DEFAULT_ALARM_THRESHOLDS.prod);
    expect(config({ alarms: '{"api5xxRatePercent":2.5}' }).alarms).toEqual({ ...DEFAULT_ALARM_THRESHOLDS.other, api5xxRatePercent: 2.5 });
    expect(config({ alarms: { wafBlockedPer5Minutes: 50 } }).alarms.wafBlockedPer5Minutes).toBe(50);
    expect(() => config({ alarms: '{"api5xx":2}' })).toThrow(/unknown threshold "api5xx"/);
    expect(() => config({ alarms: '{"api5xxRatePercent":0}' })).toThrow(/alarms.api5xxRatePercent must be a percentage/);
    expect(() => config({ alarms: '{"api5xxRatePercent":120}' })).toThrow(/percentage/);
    expect(() => config({ alarms: '{"lambdaErrorsPer5Minutes":1.5}' })).toThrow(/alarms.lambdaErrorsPer5Minutes must be a whole number/);
    expect(() => config({ alarms: '{"apiP99LatencyMs":"fast"}' })).toThrow(/apiP99LatencyMs/);
    expect(() => config({ alarms: '{not json' })).toThrow(/alarms must be a JSON object/);
    expect(() => config({ alarms: '[1]' })).toThrow(/alarms must be a JSON object/);
  });
});

describe('job alarm windows', () => {
  const window = (expression: string) => {
    const { period, evaluationPeriods } = jobAlarmWindow(expression);
    return [period.toSeconds(), evaluationPeriods];
  };

  it('covers two runs of a rate, a day of a daily cron and a week of a weekly one, in periods CloudWatch accepts', () => {
    expect(window('rate(1 minute)')).toEqual([300, 1]);
    expect(window('rate(5 minutes)')).toEqual([600, 1]);
    expect(window('rate(15 minutes)')).toEqual([1800, 1]);
    expect(window('rate(1 hour)')).toEqual([3600, 2]);
    expect(window('rate(12 hours)')).toEqual([3600, 24]);
    expect(window('rate(1 day)')).toEqual([86_400, 2]);
    expect(window('rate(7 days)')).toEqual([86_400, 7]);
    expect(window('cron(0 6 * * ? *)')).toEqual([86_400, 2]);
    expect(window('cron(30 2 ? * MON *)')).toEqual([86_400, 7]);
  });

  it('refuses an expression it cannot size', () => {
    expect(() => jobAlarmWindow('cron(0 6 1 * ? *)')).toThrow(/not-completed alarm/);
    expect(() => jobAlarmWindow('at(2026-01-01T00:00:00)')).toThrow(/not-completed alarm/);
  });
});
