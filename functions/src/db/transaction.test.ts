import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { InternalServerError, TransactWriteItemsCommand, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError, NotFoundError } from '../domain/errors.js';
import { getDocumentClient } from './client.js';
import { counterData } from './services/counters.js';
import { forumData } from './services/forums.js';
import { writeTransaction } from './transaction.js';

const newReply = (postId: string) => ({ postId, id: randomUUID(), body: 'A reply', authorId: 'member-1', createdAt: new Date().toISOString() });

/** A reply, replyCount + 1 on its post (only when the post exists) and a counter bump. */
const replyTransaction = (postId: string, scope: string, outcomes?: Parameters<typeof writeTransaction>[2]) => {
  const { posts, postReplies } = forumData();
  const { counters } = counterData();
  return writeTransaction(
    { posts, postReplies, counters },
    (tx) => [
      { name: 'reply', write: tx.postReplies.create(newReply(postId)).commit() },
      { name: 'post', write: tx.posts.patch({ id: postId }).add({ replyCount: 1 }).commit() },
      { name: 'counter', write: tx.counters.update({ scope, name: 'replies' }).add({ count: 1 }).commit() },
    ],
    outcomes,
  );
};

const counterOf = async (scope: string) => (await counterData().counters.get({ scope, name: 'replies' }).go()).data;

describe('writeTransaction on DynamoDB Local', () => {
  it('writes every item and resolves true when no condition fails', async () => {
    const { posts } = forumData();
    const id = randomUUID();
    await posts.create({ id, title: 'T', body: 'B', type: 'ask', forumId: 'f', topicTag: 'trade', authorId: 'member-1' }).go();
    const scope = `test#${randomUUID()}`;

    await expect(replyTransaction(id, scope, { post: () => new NotFoundError('Post not found') })).resolves.toBe(true);

    expect((await posts.get({ id }).go()).data?.replyCount).toBe(1);
    expect((await counterOf(scope))?.count).toBe(1);
  });

  it("throws the domain error named by the failed item, not the first item's, and writes nothing", async () => {
    const scope = `test#${randomUUID()}`;

    const error = await replyTransaction(randomUUID(), scope, { post: () => new NotFoundError('Post not found') }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe('Post not found');
    expect(await counterOf(scope)).toBeNull();
  });

  it("resolves false for an 'accept' outcome", async () => {
    const scope = `test#${randomUUID()}`;
    await expect(replyTransaction(randomUUID(), scope, { post: 'accept' })).resolves.toBe(false);
    expect(await counterOf(scope)).toBeNull();
  });

  it('rethrows the SDK cancellation unchanged when the failed item has no outcome', async () => {
    const error = await replyTransaction(randomUUID(), `test#${randomUUID()}`, { reply: () => new ConflictError('no') }).catch((e: unknown) => e);
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
    dynamo = mockClient(getDocumentClient().raw);
    dynamo.on(TransactWriteItemsCommand).rejects(cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'));

    const error = await replyTransaction('p', 's', { post: () => new NotFoundError('Post not found'), reply: 'accept' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
  });

  it('rethrows a cancellation that is not only failed conditions (a conflicting transaction) unchanged', async () => {
    dynamo = mockClient(getDocumentClient().raw);
    const conflict = cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict');
    dynamo.on(TransactWriteItemsCommand).rejects(conflict);

    const error = await replyTransaction('p', 's', { post: () => new NotFoundError('Post not found') }).catch((e: unknown) => e);

    expect(error).toBe(conflict);
  });

  it('rethrows an outage unchanged (it must stay a 500, never a 4xx)', async () => {
    dynamo = mockClient(getDocumentClient().raw);
    const outage = new InternalServerError({ message: 'DynamoDB is having a bad day', $metadata: {} });
    dynamo.on(TransactWriteItemsCommand).rejects(outage);

    const error = await replyTransaction('p', 's', { post: () => new NotFoundError('Post not found'), reply: 'accept', counter: 'accept' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBe(outage);
  });

  it('sends one TransactWriteItems with every named write, in order', async () => {
    dynamo = mockClient(getDocumentClient().raw);
    dynamo.on(TransactWriteItemsCommand).resolves({});

    await replyTransaction('p', 's');

    const [call] = dynamo.commandCalls(TransactWriteItemsCommand);
    const items = call!.args[0].input.TransactItems!;
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Update', 'Update']);
    expect(items[1]!.Update!.ConditionExpression).toContain('attribute_exists');
  });
});
