import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { EnvName, ScheduleDef } from '@club/shared';
import { ClubFunction } from '../constructs/club-function.js';
import type { StageConfig } from '../stage-config.js';

/** Scheduler's retries when it cannot deliver the event to the function (throttled, unavailable), before its DLQ. */
export const SCHEDULER_RETRY_POLICY = { maximumRetryAttempts: 3, maximumEventAgeInSeconds: 60 * 60 };
/** Lambda's retries when the run itself fails (Scheduler invokes asynchronously), before the same DLQ. */
export const SCHEDULED_FUNCTION_RETRIES = 2;

/**
 * SchedulesStack (stack `club-<stage>-jobs`): one EventBridge Scheduler
 * schedule and Lambda per entry of the schedules table (shared/src/schedules.ts).
 * Failures end in one dead-letter queue: events Scheduler could not deliver,
 * and runs that failed after Lambda's retries. Construct ids and resource
 * names keep their first `job` spelling so deployed resources are not replaced.
 */
export class SchedulesStack extends Stack {
  constructor(
    scope: Construct,
    id: string,
    props: StackProps & {
      config: StageConfig;
      table: ITableV2;
      schedules: Record<string, ScheduleDef>;
      /** The stage's function environment (function-environment.ts), the same as the routes'. */
      environment: Partial<Record<EnvName, string>>;
    },
  ) {
    super(scope, id, props);
    const { config } = props;
    const deadLetters = new Queue(this, 'JobDeadLetters', {
      queueName: `club-${config.stage}-job-dead-letters`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(deadLetters).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the schedules and the scheduled functions.' },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself the dead-letter queue of the schedules and scheduled functions; failed runs stop here for a person to read.' },
    );
    const schedulerRole = new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    deadLetters.grantSendMessages(schedulerRole);

    for (const [scheduleId, entry] of Object.entries(props.schedules)) {
      const fn = new ClubFunction(this, `Job-${scheduleId}`, {
        handlerFile: entry.handlerFile,
        functionName: `club-${config.stage}-job-${scheduleId}`,
        description: entry.summary,
        access: entry.access,
        table: props.table,
        environment: props.environment,
        timeout: Duration.minutes(Math.min(15, entry.timeoutMinutes ?? 5)),
        failureQueue: deadLetters,
        retryAttempts: SCHEDULED_FUNCTION_RETRIES,
      });
      schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.fn.functionArn] }));
      new CfnSchedule(this, `Schedule-${scheduleId}`, {
        name: `club-${config.stage}-${scheduleId}`,
        description: entry.summary,
        scheduleExpression: entry.schedule,
        flexibleTimeWindow: { mode: 'OFF' },
        target: {
          arn: fn.fn.functionArn,
          roleArn: schedulerRole.roleArn,
          retryPolicy: SCHEDULER_RETRY_POLICY,
          deadLetterConfig: { arn: deadLetters.queueArn },
        },
      });
    }
  }
}
