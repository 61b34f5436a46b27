import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/runtime/local-stack.js';

/**
 * The local stack one browser test file drives, on a port of its own: its own
 * table with a copy of the demo data, its own local S3 (a copy of the demo
 * files) and SES, on the run's DynamoDB Local and the web app the global setup
 * built, from the template it seeded (global-setup.ts).
 */
export async function startTestStack(name: string, options: { distDir?: string } = {}): Promise<LocalStack> {
  return startLocalStack({
    tableName: `e2e-${name}-${randomUUID()}`,
    dynamodbEndpoint: inject('dynamodbEndpoint'),
    demoFrom: { tableName: inject('demoTable'), s3DataDir: inject('demoFiles') },
    ...options,
  });
}
