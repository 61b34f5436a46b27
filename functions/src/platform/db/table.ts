import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '@club/shared';

/** CreateTable input derived from the shared table definition (local runtime and tests). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const gsis = Object.entries(TABLE.indexes);
  const keyNames = [TABLE.partitionKey, TABLE.sortKey, ...gsis.flatMap(([, k]) => [k.partitionKey, k.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: gsis.map(([IndexName, k]) => ({
      IndexName,
      KeySchema: [
        { AttributeName: k.partitionKey, KeyType: 'HASH' },
        { AttributeName: k.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/**
 * Turns on the table's stream of new images, as the cloud table has, unless it is on; answers the stream's ARN.
 * Only the local stream poller asks for it, once the data it starts after is written: DynamoDB Local slows every
 * write as its streams grow (a fifth table of 3,000 writes took 4× the first's), so test tables go without one.
 */
export async function ensureStream(client: DynamoDBClient, tableName: string): Promise<string> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (Table?.StreamSpecification?.StreamEnabled && Table.LatestStreamArn) return Table.LatestStreamArn;
  const updated = await client.send(
    new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } }),
  );
  const arn = updated.TableDescription?.LatestStreamArn;
  if (!arn) throw new Error(`Table ${tableName}: turning its stream on answered no stream ARN.`);
  return arn;
}

/** True when the table exists (DescribeTable answers), false when DynamoDB says it does not. */
export async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/** Creates the table with its TTL setting unless it already exists. Returns true when created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  if (await tableExists(client, tableName)) return false;
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
