import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { EXPORT_VALID_DAYS } from '@club/shared';
import type { StageConfig } from '../stage-config.js';

/** Every object the functions read or write lives under this prefix; their IAM covers nothing else. */
export const DEAL_ROOM_PREFIX = 'deal-rooms/';
/**
 * Stamped copies made for one download (`deal-rooms/downloads/<dealId>/<random>.pdf`): a lifecycle rule
 * matches a key's beginning only, so they share one top folder inside the prefix and expire after a day.
 */
export const DEAL_ROOM_DOWNLOADS_PREFIX = `${DEAL_ROOM_PREFIX}downloads/`;
/**
 * Copies stamped for a viewer (`deal-rooms/views/<dealId>/<fileId>/<version>/<hmac>.pdf`, made in
 * functions/src/platform/files/keys.ts): reused the day they were made (the stamp carries the day), then expired.
 */
export const DEAL_ROOM_VIEWS_PREFIX = `${DEAL_ROOM_PREFIX}views/`;
/** Request headers of the browser's presigned PUT (content-length is set by the browser itself, listed for clarity). */
export const DEAL_ROOM_UPLOAD_HEADERS = ['content-type', 'content-length', 'x-amz-checksum-sha256', 'x-amz-sdk-checksum-algorithm'];
/** pdf.js reads these from a cross-origin GET to decide whether it may fetch byte ranges. */
export const DEAL_ROOM_EXPOSED_HEADERS = ['Accept-Ranges', 'Content-Range', 'Content-Encoding', 'Content-Length'];
/**
 * Members' data exports (`deal-rooms/member-exports/<memberId>/<random>.zip`, functions/src/platform/files/keys.ts):
 * served for EXPORT_VALID_DAYS, then deleted by the lifecycle a day later (a rule matches a key's beginning).
 */
const MEMBER_EXPORTS_PREFIX = `${DEAL_ROOM_PREFIX}member-exports/`;
const MEMBER_EXPORT_DAYS = EXPORT_VALID_DAYS + 1;
export const NONCURRENT_VERSION_DAYS = 90;
export const DOWNLOAD_DAYS = 1;
/** A day of use plus a day's margin: a copy gone early is only rendered again. */
export const VIEW_COPY_DAYS = 2;
export const INCOMPLETE_UPLOAD_DAYS = 1;

/**
 * The bucket's name, known to every stack of the stage without a cross-stack
 * export: the edge stack's CSP admits the bucket's origin and the route
 * stacks scope their IAM to it before the bucket exists. Unique per account
 * and region; at most 60 characters for the longest stage name and region.
 */
export const dealRoomBucketName = (stage: string): string => `club-${stage}-rooms-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** The origin the browser talks to: the presigned URLs are virtual-hosted on the regional endpoint. */
export const dealRoomBucketOrigin = (stage: string): string => `https://${dealRoomBucketName(stage)}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;

/** What a route function needs to reach the bucket: its name, the objects' ARN (the prefix) and the key. */
export interface DealRoomStore {
  bucketName: string;
  /** `arn:…:s3:::<bucket>/deal-rooms/*`. */
  objectsArn: string;
  /** The same ARN as cdk-nag prints it in an AwsSolutions-IAM5 finding (pseudo parameters in angle brackets). */
  objectsArnForNag: string;
  keyArn: string;
}

export interface DealRoomsStackProps extends StackProps {
  config: StageConfig;
  /** `https://<site>`: the only origin the bucket's CORS admits. */
  siteUrl: string;
}

/**
 * DealRoomsStack: the private bucket of data-room documents, its customer-managed
 * key and its access-log bucket. The browser uploads and reads objects only
 * through presigned URLs the routes issue after their access checks.
 */
export class DealRoomsStack extends Stack {
  readonly bucket: Bucket;
  readonly key: Key;
  readonly logBucket: Bucket;
  readonly store: DealRoomStore;

  constructor(scope: Construct, id: string, props: DealRoomsStackProps) {
    super(scope, id, props);
    // Access logs are delivered under a bucket policy, not ACLs (ACLs stay disabled), whatever the app's flags say.
    this.node.setContext(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY, true);
    const { config } = props;
    const removalPolicy = config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.key = new Key(this, 'DealRoomKey', {
      alias: `alias/club-${config.stage}-deal-rooms`,
      description: `Club ${config.stage}: encrypts the deal-room documents bucket`,
      enableKeyRotation: true,
      // Losing the key loses every document: prod keeps it with the bucket.
      removalPolicy,
    });

    this.logBucket = new Bucket(this, 'DealRoomLogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // S3 server access logging delivers only into SSE-S3 buckets, not SSE-KMS.
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [
        { id: 'expire-logs', expiration: Duration.days(config.isProd ? 365 : 90), abortIncompleteMultipartUploadAfter: Duration.days(INCOMPLETE_UPLOAD_DAYS) },
      ],
      removalPolicy,
      autoDeleteObjects: !config.isProd,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the deal-room access-log bucket itself; logging it into itself would loop.',
    });

    this.bucket = new Bucket(this, 'DealRoomBucket', {
      bucketName: dealRoomBucketName(config.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.KMS,
      encryptionKey: this.key,
      // One data key per bucket instead of a KMS call per object.
      bucketKeyEnabled: true,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      cors: [
        {
          allowedOrigins: [props.siteUrl],
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
          allowedHeaders: [...DEAL_ROOM_UPLOAD_HEADERS, 'range'],
          exposedHeaders: DEAL_ROOM_EXPOSED_HEADERS,
          maxAge: 600,
        },
      ],
      lifecycleRules: [
        {
          id: 'noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(INCOMPLETE_UPLOAD_DAYS),
        },
        {
          id: 'member-exports',
          prefix: MEMBER_EXPORTS_PREFIX,
          expiration: Duration.days(MEMBER_EXPORT_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'stamped-downloads',
          prefix: DEAL_ROOM_DOWNLOADS_PREFIX,
          expiration: Duration.days(DOWNLOAD_DAYS),
          noncurrentVersionExpiration: Duration.days(DOWNLOAD_DAYS),
        },
        {
          id: 'stamped-views',
          prefix: DEAL_ROOM_VIEWS_PREFIX,
          expiration: Duration.days(VIEW_COPY_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'deal-room-bucket/',
      removalPolicy,
      autoDeleteObjects: !config.isProd,
    });

    const objects = `${DEAL_ROOM_PREFIX}*`;
    this.store = {
      bucketName: dealRoomBucketName(config.stage),
      objectsArn: `arn:${Aws.PARTITION}:s3:::${dealRoomBucketName(config.stage)}/${objects}`,
      objectsArnForNag: `arn:<AWS::Partition>:s3:::club-${config.stage}-rooms-<AWS::AccountId>-<AWS::Region>/${objects}`,
      keyArn: this.key.keyArn,
    };

    // CDK's own function behind autoDeleteObjects (non-prod): acknowledged on it alone, not on the buckets.
    const autoDeleteProvider = this.node.tryFindChild('Custom::S3AutoDeleteObjectsCustomResourceProvider');
    if (autoDeleteProvider) {
      const autoDelete = "CDK's auto-delete-objects custom resource empties this non-prod stage's buckets when the stack is destroyed";
      Validations.of(autoDeleteProvider).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: `${autoDelete}: the log writing policy of CDK's function.`,
        },
        { id: 'AwsSolutions-L1', reason: `${autoDelete}; its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.` },
      );
    }

    new CfnOutput(this, 'DealRoomBucketName', { value: this.bucket.bucketName, exportName: `club-${config.stage}-deal-room-bucket` });
  }
}
