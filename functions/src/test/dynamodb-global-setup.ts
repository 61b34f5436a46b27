import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../dev/dynamodb-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DynamoDB Local's URL for this run; each test file makes its own table there (setup-table.ts). */
    dynamodbEndpoint: string;
  }
}

/** Vitest global setup: one in-memory DynamoDB Local per test run, on a free port (functions' and scripts' tests). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
