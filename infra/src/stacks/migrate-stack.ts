import { CustomResource, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { PLATFORM_ENV, stageFunctionName, type EnvName } from '@club/shared';
import { MIGRATE_HANDLER_FILE, MIGRATION_IDS } from '@club/functions/handlers';
import { ClubFunction } from '../constructs/club-function.js';
import type { StageConfig } from '../stage-config.js';

/** How long one deploy waits for its migrations (the Provider calls the function again until they are done). */
export const MIGRATION_TOTAL_TIMEOUT = Duration.hours(2);
/** The migrate function's limit per call; it stops at a checkpoint a minute before. */
export const MIGRATION_CALL_TIMEOUT = Duration.minutes(15);

/**
 * MigrateStack (`club-<stage>-migrate`): the migrate function
 * (functions/src/migrations/migrate.ts) and a custom resource that runs it on every
 * deploy, before the route stacks (they depend on this stack). The
 * resource's properties name the migrations and carry a deploy stamp, so
 * each deploy updates it; the Provider framework calls the function as
 * onEvent, then as isComplete every 30 s until every migration is applied
 * (a migration longer than one call resumes from its checkpoint). A failed
 * migration fails the deploy.
 */
export class MigrateStack extends Stack {
  readonly fn: ClubFunction;
  /** `club-<stage>-migrate`, as a plain string (the monitoring stack names it without importing it). */
  readonly functionName: string;

  constructor(
    scope: Construct,
    id: string,
    props: StackProps & {
      config: StageConfig;
      table: ITableV2;
      environment: Partial<Record<EnvName, string>>;
      /** Changes on every deploy (e.g. the synth time) so the resource runs each time. */
      deployStamp: string;
    },
  ) {
    super(scope, id, props);
    const { config } = props;
    this.functionName = stageFunctionName(config.stage, 'migrate');
    this.fn = new ClubFunction(this, 'Migrate', {
      handlerFile: MIGRATE_HANDLER_FILE,
      functionName: this.functionName,
      description: 'Applies pending stored-data migrations (functions/src/migrations); run by each deploy',
      access: 'write',
      table: props.table,
      environment: { ...props.environment, [PLATFORM_ENV.serviceName]: 'club-migrate' },
      timeout: MIGRATION_CALL_TIMEOUT,
      logRetention: config.isProd ? RetentionDays.SIX_MONTHS : RetentionDays.ONE_MONTH,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      tracing: config.tracing,
    });
    // Migrations page through items of given entities across the table: Scan, on the table only (never granted to a route).
    this.fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [props.table.tableArn] }));

    const provider = new Provider(this, 'MigrateProvider', {
      onEventHandler: this.fn.fn,
      isCompleteHandler: this.fn.fn,
      queryInterval: Duration.seconds(30),
      totalTimeout: MIGRATION_TOTAL_TIMEOUT,
      logGroup: new LogGroup(this, 'ProviderLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
    });
    const framework = 'The CDK Provider framework (custom-resources) creates these functions, roles and the waiter state machine';
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${framework}: AWSLambdaBasicExecutionRole only lets its functions write their own logs.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(this.fn.fn.node.defaultChild as CfnFunction)}.Arn>:*]`,
        reason: `${framework}: it may invoke every version of the migrate function (the :* suffix), that function only.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(provider.node.findChild('framework-isComplete').node.defaultChild as CfnFunction)}.Arn>:*]`,
        reason: `${framework}: the waiter may invoke every version of the framework's own isComplete function.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(provider.node.findChild('framework-onTimeout').node.defaultChild as CfnFunction)}.Arn>:*]`,
        reason: `${framework}: the waiter may invoke every version of the framework's own onTimeout function.`,
      },
      { id: 'AwsSolutions-SF1', reason: `${framework}: the waiter only polls the migrate function, whose own logs record each call.` },
      { id: 'AwsSolutions-SF2', reason: `${framework}: the waiter's steps are the migrate function's calls, logged with their request ids.` },
      {
        id: 'Serverless-StepFunctionStateMachineXray',
        reason: `${framework}: the waiter's steps are the migrate function's calls, logged with their request ids.`,
      },
      { id: 'Serverless-LambdaDLQ', reason: `${framework}: invoked synchronously by CloudFormation and the waiter, which report a failure to the deploy.` },
      { id: 'Serverless-LambdaDefaultMemorySize', reason: `${framework}: the framework functions relay requests and need no memory setting.` },
      { id: 'Serverless-LambdaTracing', reason: `${framework}: the framework functions log each request; the migrate function's logs hold the work.` },
    );
    new CustomResource(this, 'Migrations', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::ClubMigrations',
      properties: { migrations: MIGRATION_IDS.join(','), deployStamp: props.deployStamp },
    });
  }
}
