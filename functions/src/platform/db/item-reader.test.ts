import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { prefix } from 'dynamodb-toolbox/transformers/prefix';
import { describe, expect, it } from 'vitest';
import { config } from '../config.js';
import { clubTable } from './club-table.js';
import { getDocumentClient } from './client.js';
import { getTogether } from './get-together.js';
import { checkReadable, readItem } from './item-reader.js';
import { TIMESTAMPS, key } from './keys.js';

const note = new Entity({
  name: 'readerNote',
  table: clubTable,
  schema: item({
    id: string().key(),
    title: string(),
    tags: list(string()),
    owner: map({ id: string(), name: string().optional() }),
    secret: string().hidden().optional(),
    expiresAt: number().savedAs('ttl').optional(),
  }),
  computeKey: ({ id }) => ({ pk: key('TEST', id), sk: 'NOTE' }),
  timestamps: TIMESTAMPS,
});

/** An entity of any schema (the refusals need schemas the club's entities do not have). */
const entityOf = (name: string, schema: ReturnType<typeof item>) =>
  new Entity({ name, table: clubTable, schema, computeKey: (() => ({ pk: key('TEST', name), sk: name })) as never, timestamps: TIMESTAMPS });

/** The item as DynamoDB stores it: keys, entity name, timestamps, hidden and renamed attributes. */
const stored = (id: string) =>
  note
    .build(PutItemCommand)
    .item({ id, title: 'A note', tags: ['x'], owner: { id: 'm1' }, secret: 's', expiresAt: 1_900_000_000 })
    .params().Item!;

describe('the item reader', () => {
  it('reads a stored item as the entity shows it: no keys, entity name or hidden attribute, a renamed attribute under its own name', () => {
    const saved = stored('n1');
    const read = readItem(note, saved);
    expect(read).toEqual(note.build(EntityFormatter).format(saved));
    expect(read).toMatchObject({ id: 'n1', title: 'A note', tags: ['x'], owner: { id: 'm1' }, expiresAt: 1_900_000_000 });
    expect(read).not.toHaveProperty('pk');
    expect(read).not.toHaveProperty('secret');
    expect(read).not.toHaveProperty('ttl');
    expect(read).not.toHaveProperty('entity');
  });

  it('refuses a schema it would read differently from the formatter, naming the attribute', () => {
    expect(() => checkReadable(entityOf('withTransform', item({ id: string().key(), code: string().transform(prefix('C')) })))).toThrow(
      /withTransform\.code has a transform/,
    );
    expect(() => checkReadable(entityOf('nestedRename', item({ id: string().key(), owner: map({ id: string().savedAs('i') }) })))).toThrow(
      /nestedRename\.owner renames, hides or transforms/,
    );
    expect(() => checkReadable(entityOf('nestedHidden', item({ id: string().key(), owners: list(map({ id: string().hidden() })) })))).toThrow(
      /nestedHidden\.owners/,
    );
    expect(() => checkReadable(note)).not.toThrow();
  });
});

describe('getTogether when DynamoDB leaves keys unprocessed', () => {
  const lookups = [
    { entity: note, key: { id: 'n1' } },
    { entity: note, key: { id: 'n2' } },
    { entity: note, key: { id: 'absent' } },
  ] as const;

  it('asks again for the unprocessed keys and answers each lookup in order, absent ones undefined', async () => {
    const dynamo = mockClient(getDocumentClient());
    try {
      const [first, second] = [stored('n1'), stored('n2')];
      dynamo
        .on(BatchGetCommand)
        .resolvesOnce({ Responses: { [config.tableName]: [second] }, UnprocessedKeys: { [config.tableName]: { Keys: [{ pk: first.pk, sk: first.sk }] } } })
        .resolves({ Responses: { [config.tableName]: [first] }, UnprocessedKeys: {} });
      const [n1, n2, absent] = await getTogether(lookups);
      expect(n1).toMatchObject({ id: 'n1', title: 'A note' });
      expect(n2).toMatchObject({ id: 'n2' });
      expect(absent).toBeUndefined();
      expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(2);
      expect(dynamo.commandCalls(BatchGetCommand)[1]!.args[0].input.RequestItems).toEqual({ [config.tableName]: { Keys: [{ pk: first.pk, sk: first.sk }] } });
    } finally {
      dynamo.restore();
    }
  });

  it('fails rather than reading a key it never got as absent', async () => {
    const dynamo = mockClient(getDocumentClient());
    try {
      const unprocessed = { [config.tableName]: { Keys: [{ pk: stored('n1').pk, sk: stored('n1').sk }] } };
      dynamo.on(BatchGetCommand).resolves({ Responses: {}, UnprocessedKeys: unprocessed });
      await expect(getTogether(lookups)).rejects.toThrow(/left keys unprocessed after 5 attempts/);
      expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(5);
    } finally {
      dynamo.restore();
    }
  });
});
