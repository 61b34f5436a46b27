import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../dev/dynamodb-local.js';
import { startS3Local } from '../dev/s3-local.js';
import { startSesLocal } from '../dev/ses-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DynamoDB Local's URL for this run; each test file makes its own table there (setup-table.ts). */
    dynamodbEndpoint: string;
    /** The local S3 server's URL for this run, with the deal-room bucket (objects in a temporary folder). */
    s3Endpoint: string;
    /** The local SES v2 emulator's URL for this run (mail kept in memory; `GET /store` lists it). */
    sesEndpoint: string;
  }
}

/** Vitest global setup: one in-memory DynamoDB Local and one local S3 server and one local SES emulator per test run, on free ports (functions' and scripts' tests). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [dynamo, s3, ses] = await Promise.all([startDynamoDbLocal(), startS3Local(), startSesLocal()]);
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('sesEndpoint', ses.endpoint);
  return async () => {
    await Promise.all([dynamo.stop(), s3.stop(), ses.stop()]);
  };
}
