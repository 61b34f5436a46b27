import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { createDynamoClient, getDocumentClient, watchCommands } from './client.js';

/** Sends one GetItem answered in memory and counts the calls of the SDK's log filter (the schema walk over input and output). */
async function filterCalls(client: DynamoDBClient) {
  const filter = vi.fn((value: unknown) => value);
  client.middlewareStack.add(
    (next, context) => (args) => {
      Object.assign(context, { inputFilterSensitiveLog: filter, outputFilterSensitiveLog: filter });
      return next(args);
    },
    { step: 'initialize', priority: 'high' },
  );
  client.config.requestHandler = {
    handle: async () => ({
      response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: new Blob(['{"Item":{"pk":{"S":"a"}}}']).stream() },
    }),
  } as never;
  const answer = await client.send(new GetItemCommand({ TableName: 'club', Key: { pk: { S: 'a' } } }));
  expect(answer.Item).toEqual({ pk: { S: 'a' } });
  client.destroy();
  return filter.mock.calls.length;
}

describe('the DynamoDB client', () => {
  it('does not build the log copies of requests and responses the SDK would discard', async () => {
    // The SDK's own default stopped walking them with @aws-sdk/core 3.981.1; the club's client must not start again.
    expect(await filterCalls(createDynamoClient('http://127.0.0.1:9'))).toBe(0);
  });

  it('tells watchers of each low-level command the document client sends, and stops telling them', async () => {
    const client = getDocumentClient();
    const seen: string[] = [];
    let settled = 0;
    const stop = watchCommands((command) => {
      seen.push(command);
      return () => settled++;
    });
    await client.send(new GetCommand({ TableName: 'no-such-table', Key: { pk: 'a', sk: 'b' } })).catch(() => undefined);
    stop();
    await client.send(new GetCommand({ TableName: 'no-such-table', Key: { pk: 'a', sk: 'b' } })).catch(() => undefined);

    expect(seen).toEqual(['GetItemCommand']);
    expect(settled).toBe(1);
  });
});
