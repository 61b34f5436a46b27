import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '@club/functions/dev/dynamodb-local';
import { ensureWebBuild } from '../src/runtime/web-build.js';
import { startLocalStack } from '../src/runtime/local-stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's DynamoDB Local: every file's table, and the template's. */
    dynamodbEndpoint: string;
    /** The table holding the demo data every browser test file starts from (a copy each: stack.ts). */
    demoTable: string;
    /** The local S3 server's folder with the demo data's files (the deal rooms' generated PDFs). */
    demoFiles: string;
  }
}

/**
 * Vitest global setup of the browser tests: the web app is built once before
 * any file starts (parallel files would each build it on a clean clone), one
 * in-memory DynamoDB Local serves every file, each on its own table (stack.ts),
 * instead of a Java process started per file, and the demo data is seeded once,
 * into a template that each file's stack copies rather than seeding again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  const demoFiles = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-demo-files-'));
  const demoTable = 'e2e-demo-template';
  // Stopped, the template puts this process's environment back: every project's global setup runs in this one
  // process, whose environment the test workers of every project inherit.
  const template = await startLocalStack({ tableName: demoTable, dynamodbEndpoint: dynamo.endpoint, s3DataDir: demoFiles });
  await template.stop();
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  project.provide('demoTable', demoTable);
  project.provide('demoFiles', demoFiles);
  return async () => {
    await dynamo.stop();
    fs.rmSync(demoFiles, { recursive: true, force: true });
  };
}
