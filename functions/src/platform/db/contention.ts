import { AsyncLocalStorage } from 'node:async_hooks';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '../lib/errors.js';

export const BUSY = 'The club is busy; please try again';

/** The 409 answered when contention outlasts the time left: the caller may tell it apart from a refused condition. */
export class BusyError extends ConflictError {
  constructor() {
    super(BUSY);
  }
}

const CONTENDED_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);
const CONTENDED_ERRORS = new Set([
  'TransactionConflictException',
  'TransactionInProgressException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

/**
 * Another transaction on the same items was in flight, or DynamoDB throttled:
 * nothing was written, so trying again (after reading again) is safe.
 */
export function isContention(error: unknown): boolean {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((reason) => CONTENDED_REASONS.has(reason.Code ?? ''));
  }
  const name = (error as { name?: string } | undefined)?.name;
  return CONTENDED_ERRORS.has(name ?? '');
}

/** Returned by an attempt that read stale data (its condition failed): read again and retry, like contention. */
export const READ_AGAIN: unique symbol = Symbol('read again');

/** Outside a Lambda invocation (tests, scripts, jobs without a context), a retry gets this long. */
const DEFAULT_BUDGET_MS = 8_000;
/** Left before the Lambda deadline for answering the 409 and the rest of the request. */
const SPARE_MS = 1_000;
const BASE_MS = 10;
const CAP_MS = 200;

const invocation = new AsyncLocalStorage<{ deadline: number }>();

/**
 * Runs `fn` with the invocation's deadline (epoch ms) visible to every retry
 * inside it; per async context, so concurrent requests in one process (the
 * local server) each keep their own.
 */
export function withDeadline<T>(deadline: number, fn: () => T): T {
  return invocation.run({ deadline }, fn);
}

/** Full jitter: a uniform wait up to the capped exponential, so racing writers spread out instead of colliding again. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return random() * Math.min(CAP_MS, BASE_MS * 2 ** Math.min(attempt, 16));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while DynamoDB cancels it for contention (or throttles),
 * or while it returns READ_AGAIN; `attempt` reads afresh what it decides on.
 * Any other error ends it. Retries stop when the next one (its wait plus the
 * slowest attempt so far) could not finish before the invocation's deadline
 * with time to spare, and a BusyError (409) answers instead of a timeout.
 */
export async function retryOnContention<R>(attempt: (n: number) => Promise<R>): Promise<Exclude<R, typeof READ_AGAIN>> {
  const deadline = invocation.getStore()?.deadline ?? Date.now() + DEFAULT_BUDGET_MS;
  let slowest = 0;
  for (let n = 0; ; n += 1) {
    const started = Date.now();
    try {
      const result = await attempt(n);
      if (result !== READ_AGAIN) return result as Exclude<R, typeof READ_AGAIN>;
    } catch (error) {
      if (!isContention(error)) throw error;
    }
    slowest = Math.max(slowest, Date.now() - started);
    const wait = backoffDelay(n);
    if (Date.now() + wait + slowest + SPARE_MS > deadline) throw new BusyError();
    await sleep(wait);
  }
}
