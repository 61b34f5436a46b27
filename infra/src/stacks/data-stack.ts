import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableEncryptionV2, TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '@club/shared';
import type { StageConfig } from '../stage-config.js';

/** DataStack: the single DynamoDB table (keys, GSIs, TTL from shared/src/table.ts). */
export class DataStack extends Stack {
  readonly table: ITableV2;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
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
    });
  }
}
