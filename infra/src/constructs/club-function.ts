import fs from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ENV, SESSION_KEY_PREFIX, TABLE, type EnvName, type PlatformEnvName } from '@club/shared';
import { LAMBDA_BUNDLING, TRACING_DEFINE } from '@club/shared/lambda-bundling';
import { functionsDir, repoRoot } from '../paths.js';
import type { DealRoomStore } from '../stacks/deal-rooms-stack.js';
import { SEARCH_PREFIX, type SearchStore } from '../stacks/search-stack.js';

/** What a read route may do: no Scan, ever (every list is a Query). */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** Deal-room objects: `read` routes issue presigned GETs; `write` routes also take uploads, stamp downloads and delete rejected files. */
export const ROOM_READ_ACTIONS = ['s3:GetObject'];
export const ROOM_WRITE_ACTIONS = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:DeleteObjectVersion'];
/** The bucket's key: reading decrypts; writing also makes data keys (SSE-KMS with a bucket key). */
export const ROOM_KEY_READ_ACTIONS = ['kms:Decrypt'];
export const ROOM_KEY_WRITE_ACTIONS = ['kms:Decrypt', 'kms:GenerateDataKey'];
/** Search snapshots: routes read them; the builder also writes them. */
export const SEARCH_READ_ACTIONS = ['s3:GetObject'];
export const SEARCH_WRITE_ACTIONS = ['s3:GetObject', 's3:PutObject'];
const BASIC_EXECUTION_POLICY = 'arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

export interface ClubFunctionProps {
  /** Handler module relative to functions/ (from the handler manifest or the schedules table). */
  handlerFile: string;
  /** Function name; carries the stage. */
  functionName: string;
  /** Shown in the console; cut to Lambda's 256 characters. */
  description: string;
  /** Table access: `read` = read-only on the table and its indexes (+ sliding sessions), `write` = read-write. */
  access: 'read' | 'write';
  table: ITableV2;
  /** Environment besides TABLE_NAME (which the construct sets), by the shared names (shared/src/env.ts). */
  environment: Partial<Record<EnvName | PlatformEnvName, string>>;
  /**
   * The deal-room bucket, for routes whose RouteDef has `files`: DEAL_ROOM_BUCKET and the object
   * actions of that access on `deal-rooms/*` only. @default none (no bucket setting, no S3 or KMS access)
   */
  files?: { access: 'read' | 'write'; store: DealRoomStore };
  /**
   * The search snapshots, for routes whose RouteDef has `searchIndex` and the search jobs: SEARCH_BUCKET,
   * the object actions of that access on `snapshots/*`, and ListBucket so a missing snapshot reads as
   * not found (S3 answers 403 without it). @default none
   */
  searchIndex?: { access: 'read' | 'write'; store: SearchStore };
  /** @default 512 */
  memorySize?: number;
  /** @default Duration.seconds(10) */
  timeout?: Duration;
  /** @default RetentionDays.ONE_MONTH */
  logRetention?: RetentionDays;
  /** prod keeps its logs. @default RemovalPolicy.DESTROY */
  removalPolicy?: RemovalPolicy;
  /**
   * For asynchronously invoked functions (scheduled jobs): the on-failure
   * destination an event goes to, with its error, once Lambda's retries are
   * spent. @default none (API routes are invoked synchronously: a failure is
   * answered to the caller)
   */
  failureQueue?: IQueue;
  /**
   * Why a function without `failureQueue` needs no dead-letter queue of its own (cdk-nag
   * Serverless-LambdaDLQ), e.g. a stream consumer whose event source mapping has one.
   * @default invoked synchronously by API Gateway
   */
  dlqReason?: string;
  /** Lambda's retries of a failed asynchronous invocation (0-2). @default 2 */
  retryAttempts?: number;
  /**
   * Data files (relative to functions/) the handler reads at run time from
   * beside its bundle, copied next to `index.mjs` after bundling (the HS
   * catalogue: `handlerAssets` in functions/src/handlers.ts). @default none
   */
  assetFiles?: readonly string[];
  /**
   * X-Ray (the stage's `-c tracing=true`): Lambda active tracing, and a bundle built with
   * Powertools Tracer recording the AWS SDK calls (functions/src/platform/lib/tracing.ts). @default false
   */
  tracing?: boolean;
}

/** The product's bundling (shared/src/lambda-bundling.ts, which the bench measures with) in CDK's terms. */
const CLUB_BUNDLING: BundlingOptions = {
  ...LAMBDA_BUNDLING,
  format: LAMBDA_BUNDLING.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
  externalModules: [...LAMBDA_BUNDLING.externalModules],
  mainFields: [...LAMBDA_BUNDLING.mainFields],
};

/** The product's bundling, built with the Tracer in when the function traces. */
export function clubBundling(options: { tracing?: boolean; assetFiles?: readonly string[] } = {}): BundlingOptions {
  const bundling = options.tracing ? { ...CLUB_BUNDLING, define: { ...CLUB_BUNDLING.define, [TRACING_DEFINE]: JSON.stringify('true') } } : CLUB_BUNDLING;
  return options.assetFiles?.length ? withAssets(bundling, options.assetFiles) : bundling;
}

/** The bundling plus a copy of each data file next to the bundle (same folder, same name). */
function withAssets(bundling: BundlingOptions, assetFiles: readonly string[]): BundlingOptions {
  for (const file of assetFiles) {
    if (!fs.existsSync(path.join(functionsDir, file)))
      throw new Error(`Lambda asset functions/${file} does not exist (see handlerAssets in functions/src/handlers.ts).`);
  }
  const functionsFolder = path.relative(repoRoot, functionsDir);
  return {
    ...bundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) =>
        assetFiles.map((file) => `cp "${path.join(inputDir, functionsFolder, file)}" "${path.join(outputDir, path.basename(file))}"`),
    },
  };
}

/** Lambda's environment takes strings only: an unset setting is left out. */
const definedOnly = (environment: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(environment).filter((entry): entry is [string, string] => entry[1] !== undefined));

/**
 * One Lambda with the product's defaults: Node 24 on arm64, a minified ESM
 * esbuild bundle with source maps and the AWS SDK bundled in, its own log
 * group, and table access from the route's `access`.
 */
export class ClubFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: ClubFunctionProps) {
    super(scope, id);
    const entry = path.join(functionsDir, props.handlerFile);
    if (!fs.existsSync(entry)) {
      throw new Error(
        `${props.functionName}: handler file functions/${props.handlerFile} does not exist (see functions/src/handlers.ts or shared/src/schedules.ts).`,
      );
    }
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.DESTROY,
    });
    this.fn = new NodejsFunction(this, 'Function', {
      functionName: props.functionName,
      description: props.description.slice(0, 256),
      entry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      // Node 24 LTS: Node 20 reached its end of life in April 2026, and the bundles target node24.
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      ...(props.failureQueue ? { onFailure: new SqsDestination(props.failureQueue), retryAttempts: props.retryAttempts ?? 2 } : {}),
      environment: definedOnly({
        [ENV.tableName]: props.table.tableName,
        // No NODE_OPTIONS=--enable-source-maps: it parses the bundle's map at every cold start;
        // the logger decodes a stack from the map only when it logs an error (functions/src/platform/lib/source-stack.ts).
        ...props.environment,
        ...(props.files ? { [ENV.dealRoomBucket]: props.files.store.bucketName } : {}),
        ...(props.searchIndex ? { [ENV.searchBucket]: props.searchIndex.store.bucketName } : {}),
      }),
      bundling: clubBundling(props),
      ...(props.tracing ? { tracing: Tracing.ACTIVE } : {}),
    });

    this.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: props.access === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS,
        // The table and each of its own indexes by name: no wildcard resource.
        resources: [props.table.tableArn, ...Object.keys(TABLE.indexes).map((index) => `${props.table.tableArn}/index/${index}`)],
      }),
    );
    if (props.access === 'read') {
      // Read routes slide the session's idle expiry: UpdateItem on session items only.
      this.fn.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['dynamodb:UpdateItem'],
          resources: [props.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SESSION_KEY_PREFIX}*`] } },
        }),
      );
    }
    if (props.files) this.grantDealRoom(props.files.access, props.files.store);
    if (props.searchIndex) this.grantSearchIndex(props.searchIndex.access, props.searchIndex.store);
    Validations.of(this).acknowledge(
      {
        id: `AwsSolutions-IAM4[Policy::${BASIC_EXECUTION_POLICY}]`,
        reason: 'AWSLambdaBasicExecutionRole is AWS’s minimal policy for writing the function’s own logs.',
      },
      props.tracing
        ? {
            id: 'AwsSolutions-IAM5[Resource::*]',
            reason: 'Active tracing’s xray:PutTraceSegments and xray:PutTelemetryRecords, which CDK grants: X-Ray has no resource-level permissions for them.',
          }
        : {
            id: 'Serverless-LambdaTracing',
            reason: 'Tracing is off on this stage (a deploy with -c tracing=true turns X-Ray on); structured logs carry the request id.',
          },
    );
    Validations.of(this).acknowledge(
      props.failureQueue
        ? {
            id: 'Serverless-LambdaDLQ',
            reason: 'An on-failure destination (the jobs dead-letter queue) replaces the legacy DLQ and also records the error of each failed run.',
          }
        : {
            id: 'Serverless-LambdaDLQ',
            reason:
              props.dlqReason ??
              'Invoked synchronously by API Gateway: a failed call is answered to the caller (and logged), there is no asynchronous event to keep.',
          },
    );
  }

  /** Snapshots under `snapshots/` only; listing only that prefix. */
  private grantSearchIndex(access: 'read' | 'write', store: SearchStore): void {
    this.fn.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: access === 'write' ? SEARCH_WRITE_ACTIONS : SEARCH_READ_ACTIONS, resources: [store.objectsArn] }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:ListBucket'],
        resources: [store.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${SEARCH_PREFIX}*`] } },
      }),
    );
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${store.objectsArnForNag}]`,
      reason: 'One snapshot object per index under the snapshots/ prefix of the one bucket, named by the server; no other prefix or bucket.',
    });
  }

  /** Objects under `deal-rooms/` only, and the bucket's key only when S3 uses it on the function's behalf. */
  private grantDealRoom(access: 'read' | 'write', store: DealRoomStore): void {
    this.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: access === 'write' ? ROOM_WRITE_ACTIONS : ROOM_READ_ACTIONS,
        resources: [store.objectsArn],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: access === 'write' ? ROOM_KEY_WRITE_ACTIONS : ROOM_KEY_READ_ACTIONS,
        resources: [store.keyArn],
        conditions: { StringEquals: { 'kms:ViaService': `s3.${Stack.of(this).region}.amazonaws.com` } },
      }),
    );
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${store.objectsArnForNag}]`,
      reason:
        'Object keys are random per file and made by the server, so the grant names the deal-rooms/ prefix of the one bucket; no bucket-level or other-prefix access.',
    });
  }
}
