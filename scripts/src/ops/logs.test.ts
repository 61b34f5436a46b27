import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';

const run = promisify(execFile);
const script = path.join(repoRoot, 'scripts/src/ops/logs.ts');

/** `npm run logs` as a child process with exactly `env` (no inherited AWS settings). */
const logs = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env, timeout: 30_000 });

describe('npm run logs without an AWS account', () => {
  it('prints the log group and the Insights query when there is no region or credentials, and exits 0', async () => {
    const { stdout } = await logs(['createConciergeTicket', '--stage', 'prod', '--since', '1h', '--filter', 'failed']);
    expect(stdout).toContain('Nothing to tail: no AWS region');
    expect(stdout).toContain('Log group: /aws/lambda/club-prod-create-concierge-ticket');
    expect(stdout).toContain('Time range: the last 1 hour');
    expect(stdout).toContain('| filter @message like "failed"\n| sort @timestamp desc\n| limit 200');
  });

  it('says credentials are missing when only the region is set (no instance metadata call)', async () => {
    const none = path.join(repoRoot, '.local', 'no-such-aws-file');
    const { stdout } = await logs(['smart-nudges'], {
      AWS_REGION: 'ap-south-1',
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_CONFIG_FILE: none,
      AWS_SHARED_CREDENTIALS_FILE: none,
    });
    expect(stdout).toContain('Nothing to tail: no AWS credentials');
    expect(stdout).toContain('Log group: /aws/lambda/club-dev-job-smart-nudges');
  });

  it('refuses an unknown name with the closest ones, exit 1', async () => {
    const failed = await logs(['getAuthUsr']).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('Closest: getAuthUser') });
  });
});
