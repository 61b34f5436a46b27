import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger, loggerContext } from './logger.js';

const context = { invokedFunctionArn: 'arn:aws:lambda:ap-south-1:1:function:f', memoryLimitInMB: '512', functionName: 'f', awsRequestId: 'req-1' } as Context;
const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe('logger', () => {
  const level = process.env.POWERTOOLS_LOG_LEVEL;
  beforeEach(() => {
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
  });
  afterEach(() => {
    process.env.POWERTOOLS_LOG_LEVEL = level;
    vi.restoreAllMocks();
  });

  it("writes Powertools' JSON shape with the invocation's context and keys, cleared when it ends", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const middleware = loggerContext();
    middleware.before({ context });
    logger.appendKeys({ memberId: 'm1' });
    logger.info('hello', { count: 2 });
    middleware.after();
    middleware.before({ context: { ...context, awsRequestId: 'req-2' } });
    logger.info('again');

    const [first, second] = lines(log);
    expect(first).toMatchObject({
      level: 'INFO',
      message: 'hello',
      service: 'club-api',
      cold_start: true,
      function_name: 'f',
      function_memory_size: 512,
      function_request_id: 'req-1',
      memberId: 'm1',
      count: 2,
    });
    expect(Date.parse(String(first!.timestamp))).not.toBeNaN();
    expect(second).toMatchObject({ cold_start: false, function_request_id: 'req-2' });
    expect(second).not.toHaveProperty('memberId');
  });

  it('writes errors with name, message, stack and cause, to stderr', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = new TypeError('boom', { cause: new Error('root') });
    logger.error('request failed', { error: thrown });

    const [entry] = lines(error);
    expect(entry).toMatchObject({ level: 'ERROR', error: { name: 'TypeError', message: 'boom', cause: { name: 'Error', message: 'root' } } });
    // Unbundled code has no map beside it: the stack stays as Node wrote it (bundles: scripts/src/bench/source-stack.test.ts).
    expect((entry!.error as { stack: string }).stack).toBe(thrown.stack);
    expect((entry!.error as { location: string }).location).toMatch(/logger\.test\.ts:\d+:\d+$/);
  });

  it('drops entries below POWERTOOLS_LOG_LEVEL, and everything when SILENT', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
    logger.info('quiet');
    logger.warn('loud');
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    logger.warn('silenced');

    expect(log).not.toHaveBeenCalled();
    expect(lines(warn).map((e) => e.message)).toEqual(['loud']);
  });
});
