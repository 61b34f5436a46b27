import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '@club/functions/dev/dynamodb-local';
import { ensureWebBuild } from '../src/runtime/web-build.js';

/**
 * Vitest global setup of the browser tests: the web app is built once before
 * any file starts (parallel files would each build it on a clean clone), and
 * one in-memory DynamoDB Local serves every file, each on its own table
 * (stack.ts), instead of a Java process started per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
