import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as lib from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import * as club from './document-client.js';

/**
 * The club's document client must put the same request on the wire as
 * lib-dynamodb's DynamoDBDocumentClient (with the club's old setting,
 * removeUndefinedValues) and hand back the same answer. Both send through a
 * client whose HTTP handler records the body and answers `reply` (a
 * low-level JSON answer), so each case compares bodies and results.
 */
function recordingClient(reply: object, cacheMiddleware: boolean) {
  const bodies: unknown[] = [];
  const client = new DynamoDBClient({
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    cacheMiddleware,
  });
  client.config.requestHandler = {
    handle: async (request: { body: string }) => {
      bodies.push(JSON.parse(request.body));
      return {
        response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: new Blob([JSON.stringify(reply)]).stream() },
      };
    },
  } as never;
  return { client, bodies };
}

type Name = 'GetCommand' | 'PutCommand' | 'UpdateCommand' | 'DeleteCommand' | 'QueryCommand' | 'ScanCommand' | 'BatchGetCommand' | 'BatchWriteCommand' | 'TransactWriteCommand';

async function both(name: Name, input: object, reply: object = {}) {
  const theirs = recordingClient(reply, false);
  const ours = recordingClient(reply, true);
  const LibCommand = lib[name] as unknown as new (input: object) => lib.GetCommand;
  const ClubCommand = club[name] as unknown as new (input: object) => club.GetCommand;
  const expected = await lib.DynamoDBDocumentClient.from(theirs.client, { marshallOptions: { removeUndefinedValues: true } }).send(new LibCommand(input));
  const actual = await new club.DocumentClient(ours.client).send(new ClubCommand(input));
  const strip = ({ $metadata: _, ...rest }: { $metadata?: unknown }) => rest;
  return { sent: ours.bodies, expectedSent: theirs.bodies, answer: strip(actual), expectedAnswer: strip(expected) };
}

const TABLE = 'club';
const key = { pk: 'member#1', sk: 'member' };
const item = {
  ...key,
  name: 'Lakshmi Rao',
  headcount: 12,
  ratio: 0.25,
  verified: true,
  nothing: null,
  skipped: undefined,
  tags: ['cxo', 'fintech'],
  address: { city: 'Hyderabad', pin: 500081, lines: ['Road 1', { floor: 3 }] },
  emails: new Set(['a@example.com', 'b@example.com']),
  scores: new Set([1, 2, 3]),
};
const stored = {
  pk: { S: 'member#1' },
  sk: { S: 'member' },
  name: { S: 'Lakshmi Rao' },
  headcount: { N: '12' },
  address: { M: { city: { S: 'Hyderabad' }, lines: { L: [{ S: 'Road 1' }, { M: { floor: { N: '3' } } }] } } },
  emails: { SS: ['a@example.com'] },
  nothing: { NULL: true },
};
const values = { ':name': 'Lakshmi', ':n': 3, ':list': ['x'], ':map': { a: 1 }, ':gone': undefined };

const cases: [Name, object, object?][] = [
  ['GetCommand', { TableName: TABLE, Key: key, ConsistentRead: true }, { Item: stored }],
  ['GetCommand', { TableName: TABLE, Key: key }, {}],
  ['PutCommand', { TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }],
  ['PutCommand', { TableName: TABLE, Item: { ...key, list: [1, undefined, { gone: undefined }], empty: {} } }],
  ['PutCommand', { TableName: TABLE, Item: item, ConditionExpression: '#n <> :name', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: values, ReturnValues: 'ALL_OLD' }, { Attributes: stored }],
  ['UpdateCommand', { TableName: TABLE, Key: key, UpdateExpression: 'SET #n = :name, headcount = headcount + :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: values, ReturnValues: 'ALL_NEW' }, { Attributes: stored }],
  ['DeleteCommand', { TableName: TABLE, Key: key, ConditionExpression: 'headcount > :n', ExpressionAttributeValues: { ':n': 1 }, ReturnValues: 'ALL_OLD' }, { Attributes: stored }],
  [
    'QueryCommand',
    { TableName: TABLE, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'forum#1' }, ExclusiveStartKey: key, Limit: 20, ScanIndexForward: false },
    { Items: [stored, stored], Count: 2, ScannedCount: 2, LastEvaluatedKey: { pk: { S: 'member#2' }, sk: { S: 'member' } } },
  ],
  ['QueryCommand', { TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'x' } }, { Items: [], Count: 0, ScannedCount: 0 }],
  ['ScanCommand', { TableName: TABLE, FilterExpression: 'headcount > :n', ExpressionAttributeValues: { ':n': 1 } }, { Items: [stored], Count: 1, ScannedCount: 9 }],
  [
    'BatchGetCommand',
    { RequestItems: { [TABLE]: { Keys: [key, { pk: 'session#h', sk: 'session' }], ProjectionExpression: 'pk, sk' } } },
    { Responses: { [TABLE]: [stored] }, UnprocessedKeys: { [TABLE]: { Keys: [{ pk: { S: 'session#h' }, sk: { S: 'session' } }] } } },
  ],
  ['BatchGetCommand', { RequestItems: { [TABLE]: { Keys: [key] } } }, { Responses: { [TABLE]: [] }, UnprocessedKeys: {} }],
  [
    'BatchWriteCommand',
    { RequestItems: { [TABLE]: [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: key } }] } },
    { UnprocessedItems: { [TABLE]: [{ PutRequest: { Item: stored } }, { DeleteRequest: { Key: { pk: { S: 'a' }, sk: { S: 'b' } } } }] } },
  ],
  [
    'TransactWriteCommand',
    {
      TransactItems: [
        { ConditionCheck: { TableName: TABLE, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
        { Put: { TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: TABLE, Key: key, UpdateExpression: 'SET headcount = :n', ExpressionAttributeValues: { ':n': 4 } } },
        { Delete: { TableName: TABLE, Key: key, ConditionExpression: '#n = :name', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':name': 'x' } } },
      ],
      ClientRequestToken: 'token-1',
    },
    {},
  ],
];

describe('the club document client matches lib-dynamodb', () => {
  it.each(cases)('%s: the same request on the wire and the same answer', async (name, input, reply) => {
    const { sent, expectedSent, answer, expectedAnswer } = await both(name, input, reply);
    expect(sent).toHaveLength(1);
    expect(sent).toEqual(expectedSent);
    expect(answer).toEqual(expectedAnswer);
  });

  it('tells a tap each command by its low-level name and when it settles, and stops when asked', async () => {
    const { client } = recordingClient({ Item: stored }, true);
    const documents = new club.DocumentClient(client);
    const seen: string[] = [];
    const stop = documents.tap((command, input) => {
      seen.push(`${command} ${JSON.stringify(input)}`);
      return () => seen.push(`${command} settled`);
    });
    await documents.send(new club.GetCommand({ TableName: TABLE, Key: key }));
    stop();
    await documents.send(new club.GetCommand({ TableName: TABLE, Key: key }));
    expect(seen).toEqual([`GetItemCommand ${JSON.stringify({ TableName: TABLE, Key: key })}`, 'GetItemCommand settled']);
  });

  it("accepts lib-dynamodb's own commands (the real ElectroDB sends them where the electro-lite alias does not apply)", async () => {
    const { client, bodies } = recordingClient({ Item: stored }, true);
    const answer = await new club.DocumentClient(client).send(new lib.GetCommand({ TableName: TABLE, Key: key }) as never);
    expect(bodies).toEqual([{ TableName: TABLE, Key: { pk: { S: 'member#1' }, sk: { S: 'member' } } }]);
    expect((answer as { Item: unknown }).Item).toMatchObject({ pk: 'member#1', headcount: 12 });
  });

  it('names a command it does not know', async () => {
    class MysteryCommand {
      input = {};
    }
    const { client } = recordingClient({}, true);
    await expect(new club.DocumentClient(client).send(new MysteryCommand())).rejects.toThrow('no document command MysteryCommand');
  });
});
