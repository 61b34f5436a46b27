import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { InternalServerError, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { getDocumentClient } from './client.js';
import { counterData } from '../../features/stats/data.js';
import { notificationData } from '../../features/notifications/data.js';
import { writeTransaction, type ConditionOutcome } from './transaction.js';

type Outcomes = { readonly notification?: ConditionOutcome; readonly tally?: ConditionOutcome; readonly counter?: ConditionOutcome };

/**
 * A notification, a bump of a counter that must already exist (`tally`) and
 * a bump of another counter created on first use.
 */
const tallyTransaction = (scope: string, outcomes?: Outcomes) => {
  const { counters } = counterData();
  const notification = { id: randomUUID(), userId: 'member-1', kind: 'ticket_reply', title: 'T', link: '/' } as const;
  return writeTransaction(
    [
      {
        name: 'notification',
        write: notificationData()
          .notifications.build(PutTransaction)
          .item(notification)
          .options({ condition: { attr: 'id', exists: false } }),
      },
      {
        name: 'tally',
        write: counters
          .build(UpdateTransaction)
          .item({ scope, name: 'tally', count: $add(1) })
          .options({ condition: { attr: 'scope', exists: true } }),
      },
      { name: 'counter', write: counters.build(UpdateTransaction).item({ scope, name: 'replies', count: $add(1) }) },
    ],
    outcomes,
  );
};

const countOf = async (scope: string, name: string) => (await counterData().counters.build(GetItemCommand).key({ scope, name }).send()).Item?.count;

describe('writeTransaction on DynamoDB Local', () => {
  it('writes every item and resolves true when no condition fails', async () => {
    const scope = `test#${randomUUID()}`;
    await writeTransaction([
      {
        name: 'counter',
        write: counterData()
          .counters.build(UpdateTransaction)
          .item({ scope, name: 'tally', count: $add(0) }),
      },
    ]);

    await expect(tallyTransaction(scope, { tally: () => new NotFoundError('No tally') })).resolves.toBe(true);

    expect(await countOf(scope, 'tally')).toBe(1);
    expect(await countOf(scope, 'replies')).toBe(1);
  });

  it("throws the domain error named by the failed item, not the first item's, and writes nothing", async () => {
    const scope = `test#${randomUUID()}`;

    const error = await tallyTransaction(scope, { tally: () => new NotFoundError('No tally') }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe('No tally');
    expect(await countOf(scope, 'replies')).toBeUndefined();
  });

  it("resolves false for an 'accept' outcome", async () => {
    const scope = `test#${randomUUID()}`;
    await expect(tallyTransaction(scope, { tally: 'accept' })).resolves.toBe(false);
    expect(await countOf(scope, 'replies')).toBeUndefined();
  });

  it('rethrows the SDK cancellation unchanged when the failed item has no outcome', async () => {
    const error = await tallyTransaction(`test#${randomUUID()}`, { notification: () => new ConflictError('no') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
  });
});

describe('writeTransaction failure paths (mocked DynamoDB)', () => {
  let dynamo: ReturnType<typeof mockClient> | undefined;
  afterEach(() => {
    dynamo?.restore();
    dynamo = undefined;
  });

  const cancelled = (...codes: string[]) =>
    new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    });

  it('picks the first outcome listed in onConditionFailed when several conditions failed, whatever the item order', async () => {
    dynamo = mockClient(getDocumentClient());
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'));

    const error = await tallyTransaction('s', { tally: () => new NotFoundError('No tally'), notification: 'accept' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
  });

  it('rethrows a cancellation that is not only failed conditions (a conflicting transaction) unchanged', async () => {
    dynamo = mockClient(getDocumentClient());
    const conflict = cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict');
    dynamo.on(TransactWriteCommand).rejects(conflict);

    const error = await tallyTransaction('s', { tally: () => new NotFoundError('No tally') }).catch((e: unknown) => e);

    expect(error).toBe(conflict);
  });

  it('rethrows an outage unchanged (it must stay a 500, never a 4xx)', async () => {
    dynamo = mockClient(getDocumentClient());
    const outage = new InternalServerError({ message: 'DynamoDB is having a bad day', $metadata: {} });
    dynamo.on(TransactWriteCommand).rejects(outage);

    const error = await tallyTransaction('s', { tally: () => new NotFoundError('No tally'), notification: 'accept', counter: 'accept' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBe(outage);
  });

  it('sends one TransactWriteItems with every named write, in order', async () => {
    dynamo = mockClient(getDocumentClient());
    dynamo.on(TransactWriteCommand).resolves({});

    await tallyTransaction('s');

    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const items = call!.args[0].input.TransactItems!;
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Update', 'Update']);
    expect(items[0]!.Put!.ConditionExpression).toContain('attribute_not_exists');
    expect(items[1]!.Update!.ConditionExpression).toContain('attribute_exists');
  });
});
