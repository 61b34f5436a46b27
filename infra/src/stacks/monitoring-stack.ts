import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { ComparisonOperator, LogQueryVisualizationType, LogQueryWidget, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { LatencyType, MetricStatistic, type CustomMetricWithAlarm, type MetricWithAlarmSupport, type MonitoringFacade } from 'cdk-monitoring-constructs';
import type { Construct } from 'constructs';
import {
  BUSINESS_METRICS,
  JOB_COMPLETED_METRIC,
  JOB_DIMENSION,
  MAIL_METRICS,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  METRIC_STAGE_DIMENSION,
  SYNTHETIC_FAILURES_METRIC,
  SYNTHETIC_PROBES,
} from '@club/shared/metrics';
import type { ScheduleDef } from '@club/shared';
import { AlarmTopic, alarmName, clubMonitoring } from '../constructs/alarm-topic.js';
import type { AlarmThresholds, StageConfig } from '../stage-config.js';
import { WAF_REGION } from './waf-stack.js';

/** The alarms whose composite `unhealthy` pages: the site answers errors, the check fails, data is failing or lost. */
const PAGING = 'paging';
/** CloudWatch alarms on metric math take at most 10 metrics: a group's functions are summed in chunks of this size. */
export const FUNCTIONS_PER_ALARM = 10;
/** Logs Insights queries at most 50 log groups at once. */
const LOG_GROUPS_PER_QUERY = 50;
/** The schedule whose failures `synthetic-check-failed` reads (its own failures counted, not its runs). */
export const SYNTHETIC_CHECK_SCHEDULE = 'synthetic-check';
/** The functions that serve no route (scheduled jobs, mail events and outbox stream, migrations): `jobs` is the job board's route group. */
export const BACKGROUND_GROUP = 'background';

export interface MonitoringStackProps extends StackProps {
  config: StageConfig;
  /** The HTTP API (edge stack): its id is the metrics' dimension. */
  httpApi: IHttpApi;
  /** Function names by group: the route groups (routeGroups, shared/src/routes.ts) and `background`. */
  functionGroups: Record<string, readonly string[]>;
  /** The schedules the jobs stack deploys (a stage without mail has no mail-sending ones). */
  schedules: Record<string, ScheduleDef>;
  /** `club-<stage>-job-dead-letters`, absent without a jobs stack. */
  deadLetterQueueName?: string;
  /** The WAF web ACL (us-east-1), read by name for the dashboard; its alarm lives in the WAF stack. */
  wafAcl?: CfnWebACL;
}

/** Splits a list into consecutive chunks of at most `size`. */
export const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));

/** The `-2`, `-3`… of a group's second, third… chunk; the first has none. */
const chunkSuffix = (index: number) => (index === 0 ? '' : `-${index + 1}`);

const UNIT_SECONDS: Record<string, number> = { minute: 60, hour: 3600, day: 86_400 };
const WEEK_SECONDS = 7 * 86_400;

/**
 * How a job's `not-completed` alarm looks at `JobCompleted`: a window of two
 * intervals of a `rate(N unit)` schedule (one late or retried run is not an
 * outage; at least 5 minutes), a day for a daily cron and a week for a weekly
 * one, split into periods CloudWatch accepts: a period under an hour may span
 * at most a day of evaluation, any alarm at most 7 days. Every period of the
 * window must lack a run (datapoints to alarm = evaluation periods).
 */
export function jobAlarmWindow(expression: string): { period: Duration; evaluationPeriods: number } {
  const rate = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression);
  const cron = /^cron\((\d{1,2}) (\d{1,2}) (\S+) (\S+) (\S+) (\S+)\)$/.exec(expression);
  let window: number;
  if (rate) window = Math.max(300, 2 * Number(rate[1]) * UNIT_SECONDS[rate[2]!]!);
  else if (cron && cron[3] === '?' && cron[4] === '*' && /^[A-Z]{3}$/.test(cron[5]!) && cron[6] === '*') window = WEEK_SECONDS;
  else if (cron && ['*', '?'].includes(cron[3]!) && cron[4] === '*' && ['*', '?'].includes(cron[5]!) && cron[3] !== cron[5] && cron[6] === '*')
    window = 2 * 86_400;
  else
    throw new Error(
      `Schedule "${expression}": its not-completed alarm knows rate(N minutes|hours|days), a daily cron and a weekly cron (one day of the week); add its window in monitoring-stack.ts.`,
    );
  window = Math.min(window, WEEK_SECONDS);
  if (window <= 3600) return { period: Duration.seconds(window), evaluationPeriods: 1 };
  const period = [86_400, 3600].find((candidate) => window % candidate === 0 && (candidate < 86_400 || window > 86_400)) ?? 3600;
  return { period: Duration.seconds(period), evaluationPeriods: Math.ceil(window / period) };
}

/**
 * MonitoringStack (`club-<stage>-monitoring`): the alarm topic
 * `club-<stage>-alarms`, every alarm of the stage's region and the dashboard
 * `club-<stage>`, built with cdk-monitoring-constructs. It names what it
 * watches (functions, table, queue) instead of importing them, so no stack
 * exports anything to it but the HTTP API's id.
 */
export class MonitoringStack extends Stack {
  readonly topic: AlarmTopic;
  readonly monitoring: MonitoringFacade;
  private readonly stage: string;
  private readonly thresholds: AlarmThresholds;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    const stage = config.stage;
    const t = config.alarms;
    this.stage = stage;
    this.thresholds = t;
    const name = (alarmId: string) => alarmName(stage, alarmId);
    this.topic = new AlarmTopic(this, 'Alarms', { config, topicName: `club-${stage}-alarms` });
    const monitoring = clubMonitoring(this, this.topic.topic, config, { dashboard: true });
    this.monitoring = monitoring;
    const metrics = monitoring.createMetricFactory();
    const clubDimensions = { service: METRICS_SERVICE, [METRIC_STAGE_DIMENSION]: stage };
    const club = (metricName: string, extra: Record<string, string> = {}, label = metricName) =>
      metrics.createMetric(metricName, MetricStatistic.SUM, label, { ...clubDimensions, ...extra }, undefined, METRICS_NAMESPACE);

    monitoring.addLargeHeader(`Club ${stage}`);
    monitoring.monitorApiGatewayV2HttpApi({
      api: props.httpApi,
      humanReadableName: `HTTP API club-${stage}`,
      alarmFriendlyName: 'api',
      latencyTypesToRender: [LatencyType.P50, LatencyType.P90, LatencyType.P99],
      add5xxRateAlarm: {
        Critical: {
          maxErrorRate: t.api5xxRatePercent / 100,
          datapointsToAlarm: 2,
          evaluationPeriods: 3,
          alarmNameOverride: name('api-5xx-rate'),
          alarmDescriptionOverride: `More than ${t.api5xxRatePercent} % of the HTTP API's requests answered 5xx in 2 of 3 five-minute periods.`,
          customTags: [PAGING],
        },
      },
      addLatencyP99Alarm: {
        Critical: {
          maxLatency: Duration.millis(t.apiP99LatencyMs),
          datapointsToAlarm: 3,
          evaluationPeriods: 3,
          alarmNameOverride: name('api-p99-latency'),
          alarmDescriptionOverride: `The HTTP API's p99 latency was above ${t.apiP99LatencyMs} ms for 15 minutes.`,
        },
      },
    });

    for (const [group, functionNames] of Object.entries(props.functionGroups)) {
      this.functionGroup(monitoring, group, functionNames);
    }

    monitoring.addLargeHeader('Data and jobs');
    const table = Table.fromTableName(this, 'Table', `club-${stage}`);
    monitoring.monitorDynamoTable({
      table,
      billingMode: BillingMode.PAY_PER_REQUEST,
      humanReadableName: `Table club-${stage}`,
      alarmFriendlyName: 'dynamodb',
      addSystemErrorCountAlarm: {
        Critical: {
          maxErrorCount: 0,
          alarmNameOverride: name('dynamodb-system-errors'),
          alarmDescriptionOverride: `DynamoDB answered the table club-${stage} with its own errors (HTTP 500) in the last 5 minutes.`,
          customTags: [PAGING],
        },
      },
    });
    // Throttled requests of every operation the functions use (10, CloudWatch's most per alarm), table and indexes alike.
    const operations = [
      'GetItem',
      'BatchGetItem',
      'Query',
      'Scan',
      'PutItem',
      'UpdateItem',
      'DeleteItem',
      'BatchWriteItem',
      'TransactGetItems',
      'TransactWriteItems',
    ];
    const throttled = Object.fromEntries(
      operations.map((operation) => [
        `throttled${operation}`,
        metrics.createMetric(
          'ThrottledRequests',
          MetricStatistic.SUM,
          operation,
          { TableName: `club-${stage}`, Operation: operation },
          undefined,
          'AWS/DynamoDB',
        ),
      ]),
    );
    monitoring.monitorCustom({
      humanReadableName: `Table club-${stage}: throttled requests`,
      alarmFriendlyName: 'dynamodb-throttles',
      metricGroups: [
        {
          title: 'Throttled requests (all operations)',
          metrics: [
            alarmed(metrics.createMetricMath(`SUM([${Object.keys(throttled).join(',')}])`, throttled, 'Throttled requests'), name('dynamodb-throttles'), {
              threshold: t.dynamodbThrottlesPer5Minutes,
              comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
              treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
              additionalDescription: `At least ${t.dynamodbThrottlesPer5Minutes} requests to the table club-${stage} were throttled in 5 minutes.`,
            }),
          ],
        },
      ],
    });

    if (props.deadLetterQueueName) {
      monitoring.monitorSqsQueue({
        queue: Queue.fromQueueAttributes(this, 'JobDeadLetters', {
          queueName: props.deadLetterQueueName,
          queueArn: this.formatArn({ service: 'sqs', resource: props.deadLetterQueueName }),
        }),
        humanReadableName: `Dead letters ${props.deadLetterQueueName}`,
        alarmFriendlyName: 'job-dead-letters',
        addQueueMaxSizeAlarm: {
          Critical: {
            maxMessageCount: 0,
            treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
            alarmNameOverride: name('job-dead-letters'),
            alarmDescriptionOverride: `The queue ${props.deadLetterQueueName} holds a failed job run, mail event or outbox batch (or an event Scheduler could not deliver).`,
            customTags: [PAGING],
          },
        },
      });
    }

    const jobNames = Object.keys(props.schedules);
    if (jobNames.length) {
      monitoring.monitorCustom({
        humanReadableName: 'Scheduled jobs',
        alarmFriendlyName: 'jobs',
        metricGroups: [
          {
            title: `Runs completed (${JOB_COMPLETED_METRIC})`,
            metrics: jobNames.map((job) => {
              const window = jobAlarmWindow(props.schedules[job]!.schedule);
              return alarmed(club(JOB_COMPLETED_METRIC, { [JOB_DIMENSION]: job }, job), name(`job-${job}-not-completed`), {
                threshold: 1,
                comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
                treatMissingDataOverride: TreatMissingData.BREACHING,
                period: window.period,
                evaluationPeriods: window.evaluationPeriods,
                datapointsToAlarm: window.evaluationPeriods,
                additionalDescription: `The job ${job} (${props.schedules[job]!.schedule}) completed no run in ${window.period.toMinutes() * window.evaluationPeriods} minutes.`,
              });
            }),
          },
        ],
      });
    }

    if (SYNTHETIC_CHECK_SCHEDULE in props.schedules) {
      monitoring.monitorCustom({
        humanReadableName: 'Synthetic check (landing page, /api/health, sign-in redirect)',
        alarmFriendlyName: 'synthetic-check',
        metricGroups: [
          {
            title: 'Failed probes per run',
            metrics: [
              alarmed(club(SYNTHETIC_FAILURES_METRIC, {}, 'failed probes'), name('synthetic-check-failed'), {
                threshold: 1,
                comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
                treatMissingDataOverride: TreatMissingData.BREACHING,
                evaluationPeriods: 2,
                datapointsToAlarm: 2,
                additionalDescription: 'The synthetic check failed a probe (or did not run) in two five-minute periods in a row.',
                customTags: [PAGING],
              }),
            ],
          },
          { title: 'Failures by probe', metrics: SYNTHETIC_PROBES.map((probe) => club(SYNTHETIC_FAILURES_METRIC, { probe }, probe)) },
        ],
      });
    }

    if (config.mail) this.mail(monitoring, config.mail.configurationSetName, club);

    monitoring.addLargeHeader('Members');
    monitoring.monitorCustom({
      humanReadableName: 'Business metrics',
      alarmFriendlyName: 'business',
      metricGroups: [
        { title: 'What members did', metrics: Object.keys(BUSINESS_METRICS).map((metric) => club(metric)) },
        { title: 'Mail', metrics: Object.keys(MAIL_METRICS).map((metric) => club(metric)) },
      ],
    });

    if (props.wafAcl) {
      monitoring.monitorWebApplicationFirewallAclV2({
        acl: props.wafAcl,
        region: WAF_REGION,
        humanReadableName: `WAF ${props.wafAcl.name ?? ''} (alarm waf-blocked-spike in ${WAF_REGION})`,
        alarmFriendlyName: 'waf',
      });
    }

    monitoring.createCompositeAlarmUsingTag(PAGING, {
      disambiguator: 'Critical',
      alarmNameOverride: name('unhealthy'),
      alarmDescriptionOverride:
        'The club is unhealthy: the API answers 5xx, the synthetic check fails, DynamoDB fails, or a job run ended in the dead-letter queue. Page; docs/runbook.md.',
    });
  }

  /** A group's alarms (errors and throttles summed over its functions, 10 per alarm) and its dashboard row. */
  private functionGroup(monitoring: MonitoringFacade, group: string, functionNames: readonly string[]): void {
    const { stage, thresholds: t } = this;
    const metrics = monitoring.createMetricFactory();
    const lambda = (metricName: string, functionName: string) =>
      metrics.createMetric(metricName, MetricStatistic.SUM, functionName, { FunctionName: functionName }, undefined, 'AWS/Lambda');
    // Metric ids are unique within a graph, so each sum's ids carry its kind and chunk.
    const sum = (metricName: string, names: readonly string[], idPrefix: string, label: string) => {
      const using = Object.fromEntries(names.map((functionName, index) => [`${idPrefix}_${index}`, lambda(metricName, functionName)]));
      const ids = Object.keys(using);
      return metrics.createMetricMath(ids.length === 1 ? ids[0]! : `SUM([${ids.join(',')}])`, using, label);
    };
    const groupChunks = chunks(functionNames, FUNCTIONS_PER_ALARM);
    const range = (index: number, size: number) =>
      groupChunks.length > 1 ? ` (functions ${index * FUNCTIONS_PER_ALARM + 1}-${index * FUNCTIONS_PER_ALARM + size})` : '';
    const perChunk = (metricName: 'Errors' | 'Throttles', kind: 'errors' | 'throttles', threshold: number) =>
      groupChunks.map((names, index) =>
        alarmed(
          sum(metricName, names, `${kind[0]}${index}`, `${metricName}${range(index, names.length)}`),
          alarmName(stage, `lambda-${kind}-${group}${chunkSuffix(index)}`),
          {
            threshold,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
            additionalDescription:
              `At least ${threshold} Lambda ${kind} in 5 minutes in group ${group}${range(index, names.length)}: ${names.join(', ')}.`.slice(0, 1024),
          },
        ),
      );
    monitoring.monitorCustom({
      humanReadableName: group === BACKGROUND_GROUP ? 'Background functions (jobs, mail, migrations)' : `Route group ${group}`,
      alarmFriendlyName: `lambda-${group}`,
      metricGroups: [
        { title: 'Invocations', metrics: [sum('Invocations', functionNames, 'i', 'Invocations')] },
        { title: 'Errors', metrics: perChunk('Errors', 'errors', t.lambdaErrorsPer5Minutes) },
        { title: 'Throttles', metrics: perChunk('Throttles', 'throttles', t.lambdaThrottlesPer5Minutes) },
      ],
    });
    // Percentiles do not add up across functions, so the group's latency and cold starts come from its REPORT lines.
    chunks(functionNames, LOG_GROUPS_PER_QUERY).forEach((names, index, all) => {
      monitoring.addWidget(
        new LogQueryWidget({
          title: `${group}: duration p50/p90/p99 and cold starts (init duration)${all.length > 1 ? ` ${index + 1}/${all.length}` : ''}`,
          logGroupNames: names.map((functionName) => `/aws/lambda/${functionName}`),
          view: LogQueryVisualizationType.LINE,
          queryLines: [
            'filter @type = "REPORT"',
            'stats pct(@duration, 50) as p50Ms, pct(@duration, 90) as p90Ms, pct(@duration, 99) as p99Ms, count(@initDuration) as coldStarts, max(@initDuration) as maxInitMs by bin(5m)',
          ],
          width: 24,
          height: 6,
        }),
      );
    });
  }

  /** Bounces and complaints as SES reports them for the stage's configuration set, and mails given up. */
  private mail(monitoring: MonitoringFacade, configurationSet: string, club: (metricName: string) => MetricWithAlarmSupport): void {
    const { stage, thresholds: t } = this;
    const metrics = monitoring.createMetricFactory();
    const reputation = (metricName: string, label: string) =>
      metrics.createMetric(metricName, MetricStatistic.MAX, label, { 'ses:configuration-set': configurationSet }, undefined, 'AWS/SES', Duration.hours(1));
    const rate = (percent: number) => ({
      threshold: percent / 100,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
    });
    monitoring.monitorCustom({
      humanReadableName: `Mail (SES configuration set ${configurationSet})`,
      alarmFriendlyName: 'mail',
      metricGroups: [
        {
          title: 'Reputation (fraction of mails sent)',
          metrics: [
            alarmed(reputation('Reputation.BounceRate', 'bounce rate'), alarmName(stage, 'mail-bounce-rate'), {
              ...rate(t.mailBounceRatePercent),
              additionalDescription: `SES's bounce rate of ${configurationSet} is above ${t.mailBounceRatePercent} % (SES reviews the account at 5 %, pauses sending at 10 %).`,
            }),
            alarmed(reputation('Reputation.ComplaintRate', 'complaint rate'), alarmName(stage, 'mail-complaint-rate'), {
              ...rate(t.mailComplaintRatePercent),
              additionalDescription: `SES's complaint rate of ${configurationSet} is above ${t.mailComplaintRatePercent} % (SES reviews the account at 0.1 %, pauses sending at 0.5 %).`,
            }),
          ],
        },
        {
          title: 'Mails given up',
          metrics: [
            alarmed(club('MailsFailed'), alarmName(stage, 'mail-failed'), {
              threshold: 1,
              comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
              treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
              additionalDescription: 'An outbox mail gave up after its last retry (the staff console lists it under Failed mail).',
            }),
          ],
        },
      ],
    });
  }
}

type AlarmSettings = Omit<NonNullable<CustomMetricWithAlarm['addAlarm'][string]>, 'alarmNameOverride'>;

/** A dashboard metric with one alarm of the given full name (the alarm's id is its name). */
function alarmed(metric: MetricWithAlarmSupport, fullName: string, settings: AlarmSettings): CustomMetricWithAlarm {
  return { metric, alarmFriendlyName: fullName, addAlarm: { Critical: { ...settings, alarmNameOverride: fullName } } };
}
