import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '@club/shared';
import type { StageConfig } from '../stage-config.js';

/** DataStack: the single DynamoDB table (keys, GSIs, TTL from shared/src/table.ts) and its stream. */
export class DataStack extends Stack {
  readonly table: ITableV2;
  /** The table's stream (new images): the outbox consumer reads new mail from it. */
  readonly tableStreamArn: string;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    const table = new TableV2(this, 'Table', {
      tableName: `club-${config.stage}`,
      partitionKey: key(TABLE.partitionKey),
      sortKey: key(TABLE.sortKey),
      globalSecondaryIndexes: Object.entries(TABLE.indexes).map(([indexName, index]) => ({
        indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      })),
      timeToLiveAttribute: TABLE.ttlAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: config.isProd,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // New images only: the outbox consumer needs the written item, never the old one.
      dynamoStream: StreamViewType.NEW_IMAGE,
    });
    this.table = table;
    this.tableStreamArn = table.tableStreamArn!;
  }
}
