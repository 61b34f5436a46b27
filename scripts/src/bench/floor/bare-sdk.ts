import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The bare-SDK floor of the bench: the least a DynamoDB-backed Lambda carries
 * (DynamoDB client + document client + one GetItem), bundled and started
 * exactly like the product's handlers.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () => (await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'floor', sk: 'floor' } }))).Item ?? null;
