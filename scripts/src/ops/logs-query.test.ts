import { describe, expect, it } from 'vitest';
import { routes, schedules } from '@club/shared';
import { filterPattern, formatLogLine, insightsQuery, insightsRange, logTargets, parseDuration, parseLogsArgs, resolveLogTarget } from './logs-query.js';

describe('npm run logs arguments', () => {
  it('takes one name, the stage, a look-back and a filter, in either option form', () => {
    expect(parseLogsArgs(['getAuthUser', '--stage', 'prod', '--since', '2h', '--filter', 'request failed'])).toEqual({
      id: 'getAuthUser',
      stage: 'prod',
      sinceMs: 2 * 3_600_000,
      filter: 'request failed',
      printQuery: false,
    });
    expect(parseLogsArgs(['--print-query', '--stage=qa-2', 'smart-nudges', '--since=30s'])).toEqual({
      id: 'smart-nudges',
      stage: 'qa-2',
      sinceMs: 30_000,
      printQuery: true,
    });
  });

  it('defaults to stage dev and the last 15 minutes', () => {
    expect(parseLogsArgs(['migrate'])).toEqual({ id: 'migrate', stage: 'dev', sinceMs: 15 * 60_000, printQuery: false });
  });

  it('says what is wrong with bad input', () => {
    expect(parseLogsArgs([])).toMatch(/Which function/);
    expect(parseLogsArgs(['a', 'b'])).toMatch(/One name at a time/);
    expect(parseLogsArgs(['a', '--stage'])).toBe('--stage needs a value');
    expect(parseLogsArgs(['a', '--stage', 'Prod'])).toMatch(/Stage "Prod" must be/);
    expect(parseLogsArgs(['a', '--since', '15'])).toMatch(/--since takes a duration/);
    expect(parseLogsArgs(['a', '--follow'])).toBe('Unknown option --follow');
  });

  it('reads durations up to 180 days', () => {
    expect(parseDuration('1d')).toBe(86_400_000);
    expect(parseDuration('180d')).toBe(180 * 86_400_000);
    expect(parseDuration('181d')).toBeUndefined();
    expect(parseDuration('0m')).toBeUndefined();
    expect(parseDuration('5 minutes')).toBeUndefined();
  });
});

describe('which function a name means', () => {
  it('names a route function club-<stage>-<kebab id>, with its log group', () => {
    expect(resolveLogTarget('getAuthUser', 'dev')).toEqual({
      id: 'getAuthUser',
      functionName: 'club-dev-get-auth-user',
      logGroupName: '/aws/lambda/club-dev-get-auth-user',
    });
    // The function's own spelling and other cases find the same route.
    expect(resolveLogTarget('get-auth-user', 'dev')).toMatchObject({ id: 'getAuthUser' });
    expect(resolveLogTarget('GETAUTHUSER', 'prod')).toMatchObject({ functionName: 'club-prod-get-auth-user' });
    // The route key the API access log shows.
    expect(resolveLogTarget('GET /api/auth/user', 'dev')).toMatchObject({ id: 'getAuthUser' });
    expect(resolveLogTarget('POST /api/auth/user', 'dev')).toHaveProperty('error');
  });

  it('knows the schedules, the mail functions and migrate', () => {
    expect(resolveLogTarget('smart-nudges', 'prod')).toMatchObject({ functionName: 'club-prod-job-smart-nudges' });
    expect(resolveLogTarget('job-weekly-digest', 'dev')).toMatchObject({ id: 'weekly-digest', functionName: 'club-dev-job-weekly-digest' });
    expect(resolveLogTarget('mail-events', 'dev')).toMatchObject({ logGroupName: '/aws/lambda/club-dev-mail-events' });
    expect(resolveLogTarget('mail-outbox-stream', 'dev')).toMatchObject({ functionName: 'club-dev-mail-outbox-stream' });
    expect(resolveLogTarget('migrate', 'dev')).toMatchObject({ functionName: 'club-dev-migrate' });
  });

  it('covers every route and schedule, each name once', () => {
    const targets = logTargets();
    for (const id of [...Object.keys(routes), ...Object.keys(schedules)]) expect(targets.has(id), id).toBe(true);
    const functionNames = [...targets.values()];
    expect(new Set(functionNames).size).toBe(functionNames.length);
  });

  it('answers an unknown name with the closest known ones', () => {
    const resolved = resolveLogTarget('getAuthUsr', 'dev');
    expect(resolved).toMatchObject({ error: expect.stringContaining('No route, schedule or function is called "getAuthUsr"') });
    expect('closest' in resolved && resolved.closest[0]).toBe('getAuthUser');
    const nudges = resolveLogTarget('nudges', 'dev');
    expect('closest' in nudges && nudges.closest).toContain('smart-nudges');
  });
});

describe('the Logs Insights query', () => {
  it("selects the logger's fields, newest first, with a limit", () => {
    expect(insightsQuery()).toBe(
      ['fields @timestamp, level, message, function_request_id, error.name, error.message, @message', 'sort @timestamp desc', 'limit 200'].join('\n| '),
    );
  });

  it('filters on the text as a quoted, escaped string', () => {
    expect(insightsQuery('say "hi" \\ now', 50).split('\n| ')).toEqual([
      expect.stringMatching(/^fields /),
      'filter @message like "say \\"hi\\" \\\\ now"',
      'sort @timestamp desc',
      'limit 50',
    ]);
    expect(filterPattern('request failed')).toBe('"request failed"');
  });

  it('states the time range in the console’s words', () => {
    expect(insightsRange(15 * 60_000)).toBe('the last 15 minutes');
    expect(insightsRange(3_600_000)).toBe('the last 1 hour');
    expect(insightsRange(90 * 60_000)).toBe('the last 90 minutes');
  });
});

describe('a log line in the terminal', () => {
  const entry = {
    level: 'ERROR',
    message: 'request failed',
    timestamp: '2026-11-27T10:00:00.000Z',
    service: 'club-api',
    function_request_id: 'c0ffee00-0000-4000-8000-000000000001',
    error: { name: 'TypeError', location: 'file.ts:3:9', message: 'boom', stack: 'TypeError: boom\n    at x', cause: { name: 'Error', message: 'root' } },
  };

  it("reads the logger's JSON behind Lambda's prefix: time, level, request id, message, error without its stack", () => {
    const line = `2026-11-27T10:00:00.010Z\t${entry.function_request_id}\tERROR\t${JSON.stringify(entry)}\n`;
    expect(formatLogLine(line)).toBe(
      '2026-11-27T10:00:00.000Z ERROR [c0ffee00-0000-4000-8000-000000000001] request failed — TypeError: boom (at file.ts:3:9) caused by Error: root',
    );
  });

  it('reads a bare JSON line, taking the time from the event when the entry has none', () => {
    expect(formatLogLine(JSON.stringify({ level: 'INFO', message: 'hello' }), Date.parse('2026-11-27T10:00:00Z'))).toBe('2026-11-27T10:00:00.000Z INFO  hello');
  });

  it("shows Lambda's own lines and other text as they are", () => {
    const report = 'REPORT RequestId: c0ffee00-0000-4000-8000-000000000001\tDuration: 12.3 ms\tBilled Duration: 13 ms';
    expect(formatLogLine(`${report}\n`, Date.parse('2026-11-27T10:00:00Z'))).toBe(`2026-11-27T10:00:00.000Z ${report}`);
    expect(formatLogLine('2026-11-27T10:00:00.010Z\tundefined\tINFO\tnot json')).toBe('2026-11-27T10:00:00.010Z INFO  not json');
  });
});
