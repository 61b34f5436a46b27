import { describe, expect, it } from 'vitest';
import { HandlerTimeoutError, chain, type Middleware } from './chain.js';

type Context = { getRemainingTimeInMillis?: () => number };
const traced = (name: string, calls: string[]): Middleware<unknown, string, Context> => ({
  before: () => void calls.push(`${name}.before`),
  after: () => void calls.push(`${name}.after`),
  onError: (request) => {
    calls.push(`${name}.onError`);
    request.response ??= `answered by ${name}`;
  },
});

describe('the middleware chain', () => {
  it('runs before in order, the handler, then after in reverse order', async () => {
    const calls: string[] = [];
    const run = chain([traced('a', calls), traced('b', calls)], async () => {
      calls.push('handler');
      return 'ok';
    });
    expect(await run({}, {})).toBe('ok');
    expect(calls).toEqual(['a.before', 'b.before', 'handler', 'b.after', 'a.after']);
  });

  it('answers a throw with onError in reverse order, the last registered first', async () => {
    const calls: string[] = [];
    const run = chain([traced('a', calls), traced('b', calls)], () => Promise.reject(new Error('boom')));
    expect(await run({}, {})).toBe('answered by b');
    expect(calls).toEqual(['a.before', 'b.before', 'b.onError', 'a.onError']);
  });

  it('throws on an error no onError answers', async () => {
    const run = chain<unknown, string, Context>([{ before: () => Promise.reject(new Error('refused')) }], async () => 'never');
    await expect(run({}, {})).rejects.toThrow('refused');
  });

  it('gives up on a handler just before the deadline, as a TimeoutError', async () => {
    let seen: unknown;
    const run = chain<unknown, string, Context>(
      [
        {
          onError: (request) => {
            seen = request.error;
            request.response = 'timed out';
          },
        },
      ],
      () => new Promise((resolve) => setTimeout(() => resolve('late'), 1_000)),
    );
    expect(await run({}, { getRemainingTimeInMillis: () => 30 })).toBe('timed out');
    expect(seen).toBeInstanceOf(HandlerTimeoutError);
    expect((seen as Error).name).toBe('TimeoutError');
  });
});
