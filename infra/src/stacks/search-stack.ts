import { Aws, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from '../stage-config.js';

/** Where the snapshots live in the bucket: `snapshots/<table>/<kind>.csix.gz` (functions/src/features/search/snapshot-reader.ts). */
export const SEARCH_PREFIX = 'snapshots/';
/** A replaced snapshot's old version is kept this long: a function still loading it finishes first. */
export const SEARCH_NONCURRENT_DAYS = 1;

/** The bucket's name, known to every stack of the stage without a cross-stack export (like the deal-room bucket's). */
export const searchBucketName = (stage: string): string => `club-${stage}-search-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** What a function needs to read or write the snapshots: the bucket's name, its ARN and the objects' ARN. */
export interface SearchStore {
  bucketName: string;
  bucketArn: string;
  /** `arn:…:s3:::<bucket>/snapshots/*`. */
  objectsArn: string;
  /** The same ARN as cdk-nag prints it in an AwsSolutions-IAM5 finding (pseudo parameters in angle brackets). */
  objectsArnForNag: string;
}

/**
 * SearchStack: the private bucket of search index snapshots. A snapshot is
 * derived data (the builder makes it again from the table), so the bucket is
 * SSE-S3 without access logs or a customer key, and never retained.
 */
export class SearchStack extends Stack {
  readonly bucket: Bucket;
  readonly store: SearchStore;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    this.bucket = new Bucket(this, 'SearchBucket', {
      bucketName: searchBucketName(config.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Versions let a new snapshot replace the old one while a cold function still reads it.
      versioned: true,
      lifecycleRules: [
        {
          id: 'old-snapshots',
          noncurrentVersionExpiration: Duration.days(SEARCH_NONCURRENT_DAYS),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The bucket holds only search snapshots derived from the table, written and read by the stage’s own functions; CloudTrail records its API calls.',
    });
    const objects = `${SEARCH_PREFIX}*`;
    this.store = {
      bucketName: searchBucketName(config.stage),
      bucketArn: `arn:${Aws.PARTITION}:s3:::${searchBucketName(config.stage)}`,
      objectsArn: `arn:${Aws.PARTITION}:s3:::${searchBucketName(config.stage)}/${objects}`,
      objectsArnForNag: `arn:<AWS::Partition>:s3:::club-${config.stage}-search-<AWS::AccountId>-<AWS::Region>/${objects}`,
    };
    const autoDeleteProvider = this.node.tryFindChild('Custom::S3AutoDeleteObjectsCustomResourceProvider');
    if (autoDeleteProvider) {
      const autoDelete =
        "CDK's auto-delete-objects custom resource empties the snapshot bucket when the stack is destroyed (the snapshots are rebuilt from the table)";
      Validations.of(autoDeleteProvider).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: `${autoDelete}: the log writing policy of CDK's function.`,
        },
        { id: 'AwsSolutions-L1', reason: `${autoDelete}; its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.` },
      );
    }
  }
}
