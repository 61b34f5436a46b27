import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';

/**
 * The cold-request floor: a bare client making the same DynamoDB calls a
 * route made (its wire commands, round by round), bundled and started like
 * a handler. Only the commands the club's routes send are imported, as a
 * hand-written Lambda would.
 */
type Operation = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'TransactWriteItems';
const COMMANDS = {
  GetItem: GetItemCommand,
  BatchGetItem: BatchGetItemCommand,
  Query: QueryCommand,
  PutItem: PutItemCommand,
  UpdateItem: UpdateItemCommand,
  DeleteItem: DeleteItemCommand,
  BatchWriteItem: BatchWriteItemCommand,
  TransactWriteItems: TransactWriteItemsCommand,
} as unknown as Record<Operation, new (input: unknown) => Parameters<DynamoDBClient['send']>[0]>;

const client = new DynamoDBClient({});

export const handler = async (event: { rounds: { operation: Operation; body: string }[][] }) => {
  for (const round of event.rounds) {
    await Promise.all(
      round.map(({ operation, body }) =>
        // A replayed write may fail its condition the second time: the round trip is what is measured.
        client.send(new COMMANDS[operation](JSON.parse(body))).catch(() => undefined),
      ),
    );
  }
  return null;
};
