import { describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ProvisionedThroughputExceededException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { getDocumentClient } from './client.js';
import { BUSY, BusyError, READ_AGAIN, backoffDelay, isContention, retryOnContention, withDeadline } from './contention.js';
import { notificationData } from '../../features/notifications/data.js';
import { writeTransaction } from './transaction.js';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });
const named = (name: string) => Object.assign(new Error(name), { name });

describe('isContention', () => {
  it('recognises conflicts and throttling, in a cancellation or as the error itself', () => {
    for (const code of ['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']) {
      expect(isContention(cancelled('None', code)), code).toBe(true);
    }
    for (const name of ['TransactionConflictException', 'TransactionInProgressException', 'ThrottlingException', 'RequestLimitExceeded']) {
      expect(isContention(named(name)), name).toBe(true);
    }
    expect(isContention(new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} }))).toBe(true);
  });

  it('leaves failed conditions and every other error to the caller', () => {
    expect(isContention(cancelled('None', 'ConditionalCheckFailed'))).toBe(false);
    expect(isContention(named('ConditionalCheckFailedException'))).toBe(false);
    expect(isContention(named('ValidationException'))).toBe(false);
    expect(isContention(new Error('boom'))).toBe(false);
    expect(isContention(undefined)).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('is full jitter: anywhere from 0 up to the capped exponential', () => {
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(0, () => 1)).toBe(10);
    expect(backoffDelay(3, () => 1)).toBe(80);
    expect(backoffDelay(4, () => 1)).toBe(160);
    for (const attempt of [5, 10, 50, 1_000]) expect(backoffDelay(attempt, () => 1)).toBe(200);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(200);
    }
  });
});

describe('retryOnContention', () => {
  it('tries again after conflicts and throttling, and answers the first result', async () => {
    const errors = [cancelled('TransactionConflict'), named('ThrottlingException'), cancelled('None', 'ProvisionedThroughputExceeded')];
    const attempt = vi.fn(async (n: number) => {
      if (n < errors.length) throw errors[n];
      return 'written';
    });
    expect(await retryOnContention(attempt)).toBe('written');
    expect(attempt.mock.calls.map(([n]) => n)).toEqual([0, 1, 2, 3]);
  });

  it('tries again when the attempt read stale data (READ_AGAIN), re-reading each time', async () => {
    let reads = 0;
    const result = await retryOnContention(async () => {
      reads += 1;
      return reads < 3 ? READ_AGAIN : reads;
    });
    expect(result).toBe(3);
  });

  it('does not retry any other error, nor a named condition failure', async () => {
    const domain = vi.fn(async () => {
      throw new NotFoundError('gone');
    });
    await expect(retryOnContention(domain)).rejects.toBeInstanceOf(NotFoundError);
    expect(domain).toHaveBeenCalledTimes(1);

    const outage = vi.fn(async () => {
      throw named('InternalServerError');
    });
    await expect(retryOnContention(outage)).rejects.toThrow('InternalServerError');
    expect(outage).toHaveBeenCalledTimes(1);

    const dynamo = mockClient(getDocumentClient());
    try {
      dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
      const notification = { id: 'n-1', userId: 'member-1', kind: 'ticket_reply', title: 'T', link: '/' } as const;
      const write = () =>
        writeTransaction([{ name: 'notification', write: notificationData().notifications.build(PutTransaction).item(notification) }], {
          notification: () => new ConflictError('Already there'),
        });
      await expect(retryOnContention(write)).rejects.toThrow('Already there');
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    } finally {
      dynamo.restore();
    }
  });

  it('stops before the invocation deadline with a 409 "busy", never running past it', async () => {
    const attempt = vi.fn(async () => {
      throw cancelled('TransactionConflict');
    });
    const started = Date.now();
    // The deadline leaves 1.3 s; a second of it is kept spare, so the retries get about 300 ms.
    const failure = await withDeadline(started + 1_300, () => retryOnContention(attempt)).catch((error: unknown) => error);
    const took = Date.now() - started;
    expect(failure).toBeInstanceOf(BusyError);
    expect(failure).toMatchObject({ statusCode: 409, message: BUSY });
    expect(took).toBeLessThan(1_300 - 500);
    expect(attempt.mock.calls.length).toBeGreaterThan(1);
  });

  it('with the deadline already too close, answers busy after the one attempt', async () => {
    const attempt = vi.fn(async () => {
      throw named('ThrottlingException');
    });
    await expect(withDeadline(Date.now() + 500, () => retryOnContention(attempt))).rejects.toBeInstanceOf(BusyError);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('keeps each concurrent invocation’s own deadline', async () => {
    const busy = async () => {
      throw cancelled('TransactionConflict');
    };
    let shortEnded = 0;
    let longAttempts = 0;
    const short = withDeadline(Date.now() + 1_200, () => retryOnContention(busy)).catch(() => (shortEnded = Date.now()));
    const long = withDeadline(Date.now() + 10_000, () =>
      retryOnContention(async () => {
        longAttempts += 1;
        if (!shortEnded) throw cancelled('TransactionConflict');
        return 'done';
      }),
    );
    expect(await long).toBe('done');
    await short;
    expect(shortEnded).toBeGreaterThan(0);
    expect(longAttempts).toBeGreaterThan(1);
  });
});
