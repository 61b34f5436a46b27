import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { TABLE } from '@club/shared';
import type { StageConfig } from '../stage-config.js';

/** Days each daily AWS Backup copy of the table is kept. */
export const BACKUP_RETENTION_DAYS = 35;

/**
 * DataStack: the single DynamoDB table (keys, GSIs, TTL from shared/src/table.ts) and its stream,
 * with point-in-time recovery (any second of the last 35 days) and a daily AWS Backup copy kept
 * BACKUP_RETENTION_DAYS in vault `club-<stage>` (a copy outside the table's own recovery window,
 * which survives the table's deletion). `npm run restore-drill` proves a restore.
 */
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

    // Kept on every stage: a vault holding recovery points cannot be deleted, and its copies outlive a destroyed stack.
    const vault = new BackupVault(this, 'BackupVault', { backupVaultName: `club-${config.stage}`, removalPolicy: RemovalPolicy.RETAIN });
    const plan = new BackupPlan(this, 'BackupPlan', { backupPlanName: `club-${config.stage}`, backupVault: vault });
    plan.addRule(
      new BackupPlanRule({
        ruleName: 'daily',
        // 03:00 UTC (08:30 IST): after the club's evening, before the working day.
        scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
        deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
      }),
    );
    const selection = plan.addSelection('Table', { backupSelectionName: `club-${config.stage}-table`, resources: [BackupResource.fromDynamoDbTable(table)] });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: 'AWS Backup’s own service-role policy for taking backups, which CDK attaches to the selection’s role.',
    });
  }
}
