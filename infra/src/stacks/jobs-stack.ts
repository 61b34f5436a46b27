import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { JobDef } from '@club/shared';
import { ClubFunction } from '../constructs/club-function.js';
import type { StageConfig } from '../stage-config.js';

/** Scheduler's retries when it cannot deliver the event to the function (throttled, unavailable), before its DLQ. */
export const JOB_RETRY_POLICY = { maximumRetryAttempts: 3, maximumEventAgeInSeconds: 60 * 60 };
/** Lambda's retries when the job itself fails (Scheduler invokes asynchronously), before the same DLQ. */
export const JOB_FUNCTION_RETRIES = 2;

/**
 * JobsStack: one EventBridge Scheduler schedule and Lambda per entry of the
 * jobs table (shared/src/jobs.ts). Failures end in one dead-letter queue:
 * events Scheduler could not deliver, and runs that failed after Lambda's retries.
 */
export class JobsStack extends Stack {
  constructor(
    scope: Construct,
    id: string,
    props: StackProps & { config: StageConfig; table: ITableV2; jobs: Record<string, JobDef>; environment: Record<string, string> },
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
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the schedules and the job functions.' },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself the dead-letter queue of the schedules and job functions; failed runs stop here for a person to read.' },
    );
    const schedulerRole = new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    deadLetters.grantSendMessages(schedulerRole);

    for (const [jobId, job] of Object.entries(props.jobs)) {
      const fn = new ClubFunction(this, `Job-${jobId}`, {
        handlerFile: job.handlerFile,
        functionName: `club-${config.stage}-job-${jobId}`,
        description: job.summary,
        access: job.access,
        table: props.table,
        environment: { STAGE: config.stage, ...props.environment },
        timeout: Duration.minutes(5),
        failureQueue: deadLetters,
        retryAttempts: JOB_FUNCTION_RETRIES,
      });
      schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.fn.functionArn] }));
      new CfnSchedule(this, `Schedule-${jobId}`, {
        name: `club-${config.stage}-${jobId}`,
        description: job.summary,
        scheduleExpression: job.schedule,
        flexibleTimeWindow: { mode: 'OFF' },
        target: {
          arn: fn.fn.functionArn,
          roleArn: schedulerRole.roleArn,
          retryPolicy: JOB_RETRY_POLICY,
          deadLetterConfig: { arn: deadLetters.queueArn },
        },
      });
    }
  }
}
