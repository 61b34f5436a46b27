import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../lib/dynamodb-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}

/** Vitest global setup: one in-memory DynamoDB Local per test run, on a free port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
