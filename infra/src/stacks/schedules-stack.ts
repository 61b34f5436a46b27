import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ENV, TABLE, scheduleFunctionName, stageFunctionName, type EnvName, type ScheduleDef } from '@club/shared';
import {
  MAIL_HANDLER_FILES,
  OUTBOX_STREAM_FILTER,
  PUSH_HANDLER_FILES,
  PUSH_STREAM_FILTER,
  SEARCH_HANDLER_FILES,
  SEARCH_STREAM_FILTER,
} from '@club/functions/handlers';
import { ClubFunction } from '../constructs/club-function.js';
import { grantVapidRead } from '../constructs/vapid.js';
import type { StageConfig } from '../stage-config.js';
import type { DealRoomStore } from './deal-rooms-stack.js';
import type { MailSending } from './mail-stack.js';
import type { SearchStore } from './search-stack.js';

/** Scheduler's retries when it cannot deliver the event to the function (throttled, unavailable), before its DLQ. */
export const SCHEDULER_RETRY_POLICY = { maximumRetryAttempts: 3, maximumEventAgeInSeconds: 60 * 60 };
/** Lambda's retries when the run itself fails (Scheduler invokes asynchronously), before the same DLQ. */
export const SCHEDULED_FUNCTION_RETRIES = 2;
/** SES's send actions a mail-sending function may take, on the stage's identity and configuration set only. */
export const SES_SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];
/** EventBridge's retries of a bounce or complaint event it could not hand to the suppression function, before the DLQ. */
export const MAIL_EVENT_RETRIES = { retryAttempts: 8, maxEventAge: Duration.hours(6) };
/** The outbox stream consumer: Lambda's retries of a failed batch and its oldest record, before the DLQ (the minute schedule sends the mail anyway). */
export const OUTBOX_STREAM_RETRIES = { retryAttempts: 2, maxRecordAge: Duration.hours(1) };
/**
 * The search stream consumer: a failed batch is split and retried for a day; a delta lost after that is
 * recovered by the next full rebuild (its record stays in the DLQ for a person to read).
 */
export const SEARCH_STREAM_RETRIES = { retryAttempts: 10, maxRecordAge: Duration.days(1), bisectBatchOnError: true };
/**
 * The push stream consumer: a failed batch is split and retried for an hour (a push older than that is
 * late news: the bell and the mail carry it), then its records go to the DLQ.
 */
export const PUSH_STREAM_RETRIES = { retryAttempts: 5, maxRecordAge: Duration.hours(1), bisectBatchOnError: true };

/**
 * SchedulesStack (stack `club-<stage>-jobs`): one EventBridge Scheduler
 * schedule and Lambda per entry of the schedules table (shared/src/schedules.ts).
 * Failures end in one dead-letter queue: events Scheduler could not deliver,
 * and runs that failed after Lambda's retries. Construct ids and resource
 * names keep their first `job` spelling so deployed resources are not replaced.
 */
export class SchedulesStack extends Stack {
  /** The names of the functions this stack deploys (the monitoring stack alarms on them by name). */
  readonly functionNames: string[] = [];
  /** The schedules it deploys: the table's, less mail-sending ones on a stage without mail. */
  readonly deployedSchedules: Record<string, ScheduleDef> = {};
  readonly deadLetterQueueName: string;

  constructor(
    scope: Construct,
    id: string,
    props: StackProps & {
      config: StageConfig;
      table: ITableV2;
      schedules: Record<string, ScheduleDef>;
      /** The stage's function environment (function-environment.ts), the same as the routes'. */
      environment: Partial<Record<EnvName, string>>;
      /** The table's stream (DataStack), read by the outbox consumer. */
      tableStreamArn: string;
      /**
       * The stage's SES setup (MailStack): schedules with `sends: 'mail'` get its send rights and
       * settings, and the bounce/complaint and outbox-stream functions are built. Without it those
       * schedules are left out (app-builder.ts warns).
       */
      mail?: MailSending;
      /**
       * The user pool whose app client secret the mail senders read: every member's mail carries a signed
       * unsubscribe link whose key is derived from it, like the sign-in cookie's.
       */
      userPoolArn: string;
      /** The deal-room bucket, for schedules with `files` (members' exports live under its prefix). */
      dealRooms: DealRoomStore;
      /** The search snapshots, for schedules with `searchIndex`. */
      search: SearchStore;
    },
  ) {
    super(scope, id, props);
    const { config } = props;
    this.deadLetterQueueName = `club-${config.stage}-job-dead-letters`;
    const deadLetters = new Queue(this, 'JobDeadLetters', {
      queueName: this.deadLetterQueueName,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(deadLetters).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the schedules and the scheduled functions.' },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This queue is itself the dead-letter queue of the schedules and scheduled functions; failed runs stop here for a person to read.',
      },
    );
    const schedulerRole = new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    deadLetters.grantSendMessages(schedulerRole);

    const { mail } = props;
    for (const [scheduleId, entry] of Object.entries(props.schedules)) {
      // A stage without a mail identity cannot send: its sending schedules are left out (app-builder.ts warns).
      if (entry.sends === 'mail' && !mail) continue;
      this.deployedSchedules[scheduleId] = entry;
      this.functionNames.push(scheduleFunctionName(config.stage, scheduleId));
      const fn = new ClubFunction(this, `Job-${scheduleId}`, {
        handlerFile: entry.handlerFile,
        functionName: this.functionNames.at(-1)!,
        description: entry.summary,
        access: entry.access,
        table: props.table,
        environment: entry.sends === 'mail' && mail ? { ...props.environment, ...mailEnvironment(mail) } : props.environment,
        timeout: Duration.minutes(Math.min(15, entry.timeoutMinutes ?? 5)),
        failureQueue: deadLetters,
        retryAttempts: SCHEDULED_FUNCTION_RETRIES,
        tracing: config.tracing,
        ...(entry.files ? { files: { access: entry.files, store: props.dealRooms } } : {}),
        ...(entry.searchIndex ? { searchIndex: { access: entry.searchIndex, store: props.search } } : {}),
        ...(entry.memoryMb ? { memorySize: entry.memoryMb } : {}),
      });
      if (entry.sends === 'mail' && mail) grantSend(fn, mail, props.userPoolArn);
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
    if (mail) this.mailFunctions(config, props.table, props.tableStreamArn, props.environment, mail, deadLetters, props.userPoolArn);
    const streamProps = { table: props.table, tableStreamArn: props.tableStreamArn, environment: props.environment, deadLetters };
    this.searchStreamFunction(config, streamProps);
    if (config.push) this.pushStreamFunction(config, streamProps);
  }

  /**
   * A consumer of the table's stream: its function (ending in the jobs
   * dead-letter queue through the mapping) and its filtered event source
   * mapping from the stream's end, batched for up to a second.
   */
  private streamConsumer(
    config: StageConfig,
    props: { table: ITableV2; tableStreamArn: string; environment: Partial<Record<EnvName, string>>; deadLetters: IQueue },
    consumer: {
      id: string;
      /** The mapping's construct id (kept as deployed: a new one would replace the mapping). */
      mappingId: string;
      name: string;
      handlerFile: string;
      description: string;
      batchSize: number;
      filters: Record<string, unknown>[];
      retries: { retryAttempts: number; maxRecordAge: Duration; bisectBatchOnError: boolean };
    },
  ): ClubFunction {
    const functionName = stageFunctionName(config.stage, consumer.name);
    this.functionNames.push(functionName);
    const fn = new ClubFunction(this, consumer.id, {
      handlerFile: consumer.handlerFile,
      functionName,
      description: consumer.description,
      access: 'write',
      table: props.table,
      environment: props.environment,
      timeout: Duration.minutes(1),
      dlqReason:
        'Invoked by its stream event source mapping, whose on-failure destination is the jobs dead-letter queue; an asynchronous DLQ would never receive anything.',
      tracing: config.tracing,
    });
    fn.fn.addToRolePolicy(streamReading(props.tableStreamArn));
    fn.fn.addEventSourceMapping(consumer.mappingId, {
      eventSourceArn: props.tableStreamArn,
      startingPosition: StartingPosition.LATEST,
      batchSize: consumer.batchSize,
      maxBatchingWindow: Duration.seconds(1),
      filters: consumer.filters,
      onFailure: new SqsDlq(props.deadLetters),
      ...consumer.retries,
    });
    return fn;
  }

  /**
   * The push consumer: new writes that are pushed notices (bell items of the
   * pushed kinds, messages, push-only notices; INSERT only) are sent
   * with Web Push to the recipients' devices; a session's removal takes its
   * device's subscription with it. Reads the stage's VAPID pair from SSM.
   */
  private pushStreamFunction(config: StageConfig, props: Parameters<SchedulesStack['streamConsumer']>[1]): void {
    const consumer = this.streamConsumer(config, props, {
      id: 'PushStream',
      mappingId: 'PushStream',
      name: 'push-stream',
      handlerFile: PUSH_HANDLER_FILES['push-stream'],
      description: 'Sends Web Push for new messages, accepted connections and introductions, waitlist promotions and event-day reminders (DynamoDB Streams)',
      batchSize: 50,
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: {
            NewImage: {
              [TABLE.entityAttribute]: { S: FilterRule.isEqual('notification') },
              kind: { S: FilterRule.or(...PUSH_STREAM_FILTER.bellKinds) },
            },
          },
        }),
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: { NewImage: { [TABLE.entityAttribute]: { S: FilterRule.or(...PUSH_STREAM_FILTER.pushedWrites) } } },
        }),
        removedUnder(PUSH_STREAM_FILTER.removedKeyPrefixes),
      ],
      retries: PUSH_STREAM_RETRIES,
    });
    grantVapidRead(consumer, config.stage);
  }

  /**
   * The search index's stream consumer: writes of the indexed entities
   * (INSERT and MODIFY by the new image's entity; REMOVE, which carries only
   * the keys, by the partition key's prefix) become small delta items the
   * search routes apply and the search-index schedule folds into snapshots.
   */
  private searchStreamFunction(config: StageConfig, props: Parameters<SchedulesStack['streamConsumer']>[1]): void {
    this.streamConsumer(config, props, {
      id: 'SearchIndexStream',
      mappingId: 'SearchStream',
      name: 'search-index-stream',
      handlerFile: SEARCH_HANDLER_FILES['search-index-stream'],
      description: 'Turns writes of members, posts, replies, listings, jobs and events into search index deltas (DynamoDB Streams)',
      batchSize: 100,
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.or('INSERT', 'MODIFY'),
          dynamodb: { NewImage: { [TABLE.entityAttribute]: { S: FilterRule.or(...SEARCH_STREAM_FILTER.entities) } } },
        }),
        removedUnder(SEARCH_STREAM_FILTER.removedKeyPrefixes),
      ],
      retries: SEARCH_STREAM_RETRIES,
    });
  }

  /**
   * The two mail functions that are not schedules: SES bounces and complaints
   * (default EventBridge bus, this stage's configuration set only) → the
   * suppression list; and the outbox consumer on the table's stream, invoked
   * only for new pending outbox items. Both end in the jobs dead-letter queue.
   */
  private mailFunctions(
    config: StageConfig,
    table: ITableV2,
    tableStreamArn: string,
    environment: Partial<Record<EnvName, string>>,
    mail: MailSending,
    deadLetters: IQueue,
    userPoolArn: string,
  ): void {
    this.functionNames.push(stageFunctionName(config.stage, 'mail-events'), stageFunctionName(config.stage, 'mail-outbox-stream'));
    const events = new ClubFunction(this, 'MailEvents', {
      handlerFile: MAIL_HANDLER_FILES['mail-events'],
      functionName: stageFunctionName(config.stage, 'mail-events'),
      description: 'SES bounces and complaints of the stage’s configuration set → the suppression list (permanent bounces and complaints)',
      access: 'write',
      table,
      environment,
      timeout: Duration.seconds(30),
      failureQueue: deadLetters,
      retryAttempts: SCHEDULED_FUNCTION_RETRIES,
      tracing: config.tracing,
    });
    new Rule(this, 'MailEventsRule', {
      ruleName: `club-${config.stage}-mail-events`,
      description: 'SES bounce and complaint events of this stage’s configuration set',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        // The default bus carries every configuration set of the account: this stage's only.
        detail: { mail: { tags: { 'ses:configuration-set': [mail.configurationSetName] } } },
      },
      targets: [new LambdaFunction(events.fn, { deadLetterQueue: deadLetters, ...MAIL_EVENT_RETRIES })],
    });

    const consumer = new ClubFunction(this, 'MailOutboxStream', {
      handlerFile: MAIL_HANDLER_FILES['mail-outbox-stream'],
      functionName: stageFunctionName(config.stage, 'mail-outbox-stream'),
      description: 'Sends new outbox mails as they are written (DynamoDB Streams, new pending outbox items only); the mail-outbox schedule keeps the retries',
      access: 'write',
      table,
      environment: { ...environment, ...mailEnvironment(mail) },
      timeout: Duration.minutes(5),
      dlqReason:
        'Invoked by its stream event source mapping, whose on-failure destination is the jobs dead-letter queue; an asynchronous DLQ would never receive anything.',
      tracing: config.tracing,
    });
    grantSend(consumer, mail, userPoolArn);
    consumer.fn.addToRolePolicy(streamReading(tableStreamArn));
    consumer.fn.addEventSourceMapping('OutboxStream', {
      eventSourceArn: tableStreamArn,
      startingPosition: StartingPosition.LATEST,
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(1),
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: {
            NewImage: {
              [TABLE.entityAttribute]: { S: FilterRule.isEqual(OUTBOX_STREAM_FILTER.entity) },
              status: { S: FilterRule.isEqual(OUTBOX_STREAM_FILTER.status) },
            },
          },
        }),
      ],
      onFailure: new SqsDlq(deadLetters),
      ...OUTBOX_STREAM_RETRIES,
    });
  }
}

/** Lambda reads the stream for a consumer: this table's stream only. */
/** REMOVE records carry only the keys: matched by the partition key's prefix. */
const removedUnder = (prefixes: readonly string[]) =>
  FilterCriteria.filter({
    eventName: FilterRule.isEqual('REMOVE'),
    dynamodb: { Keys: { [TABLE.partitionKey]: { S: prefixes.flatMap((prefix) => FilterRule.beginsWith(prefix)) } } },
  });

const streamReading = (tableStreamArn: string) =>
  new PolicyStatement({
    actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
    resources: [tableStreamArn],
  });

/** The settings of a function that sends mail. */
const mailEnvironment = (mail: MailSending): Partial<Record<EnvName, string>> => ({
  [ENV.mailFrom]: mail.from,
  [ENV.sesConfigurationSet]: mail.configurationSetName,
});

/**
 * SES send rights on the stage's identity (and sandbox test recipients) and configuration set, nothing else; and the
 * read of the app client whose secret the unsubscribe links' key is derived from (as the unsubscribe routes have).
 */
function grantSend(fn: ClubFunction, mail: MailSending, userPoolArn: string): void {
  fn.fn.addToRolePolicy(new PolicyStatement({ actions: SES_SEND_ACTIONS, resources: mail.sendResources }));
  fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:DescribeUserPoolClient'], resources: [userPoolArn] }));
}
