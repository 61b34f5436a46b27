import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../platform/config.js';
import { createDynamoClient } from '../platform/db/client.js';
import { startLocalStreams, matchesStreamFilter, type LocalStreams } from './dynamodb-streams-local.js';

const filter = { entities: ['post'], removedKeyPrefixes: ['POST#'] };
const batches: DynamoDBStreamEvent[] = [];
let streams: LocalStreams;
const client = createDynamoClient();

beforeAll(async () => {
  streams = await startLocalStreams({
    endpoint: config.dynamodbEndpoint!,
    tableName: config.tableName,
    intervalMs: 60_000,
    consumers: [{ name: 'test', filter, handler: async (event) => void batches.push(event) }],
  });
});
afterAll(async () => {
  await streams.stop();
  client.destroy();
});

describe('the local stream poller', () => {
  it('hands a consumer the writes its filter passes, in order, with Lambda’s record shape', async () => {
    const key = { pk: { S: 'POST#p1' }, sk: { S: 'POST' } };
    await client.send(new PutItemCommand({ TableName: config.tableName, Item: { ...key, entity: { S: 'post' }, title: { S: 'Hello' } } }));
    await client.send(new PutItemCommand({ TableName: config.tableName, Item: { pk: { S: 'SESSION#s' }, sk: { S: 'SESSION' }, entity: { S: 'session' } } }));
    await client.send(
      new UpdateItemCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET title = :t',
        ExpressionAttributeValues: { ':t': { S: 'Hello again' } },
      }),
    );
    await client.send(new DeleteItemCommand({ TableName: config.tableName, Key: { pk: { S: 'SESSION#s' }, sk: { S: 'SESSION' } } }));
    await client.send(new DeleteItemCommand({ TableName: config.tableName, Key: key }));
    await streams.drain();

    const records = batches.flatMap((batch) => batch.Records);
    expect(records.map((record) => record.eventName)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
    expect(records[1]!.dynamodb?.NewImage?.title).toEqual({ S: 'Hello again' });
    expect(records[2]!.dynamodb?.Keys?.pk).toEqual({ S: 'POST#p1' });
    expect(typeof records[0]!.dynamodb?.ApproximateCreationDateTime).toBe('number');
    expect(records[0]!.eventSource).toBe('aws:dynamodb');
  });

  it('filters as the cloud’s event filter does', () => {
    const record = (eventName: 'INSERT' | 'REMOVE', pk: string, entity?: string) => ({
      eventName,
      dynamodb: { Keys: { pk: { S: pk } }, ...(entity ? { NewImage: { entity: { S: entity } } } : {}) },
    });
    expect(matchesStreamFilter(record('INSERT', 'POST#1', 'post'), filter)).toBe(true);
    expect(matchesStreamFilter(record('INSERT', 'POST#1', 'postInterest'), filter)).toBe(false);
    expect(matchesStreamFilter(record('REMOVE', 'POST#1'), filter)).toBe(true);
    expect(matchesStreamFilter(record('REMOVE', 'SESSION#1'), filter)).toBe(false);
  });
});
