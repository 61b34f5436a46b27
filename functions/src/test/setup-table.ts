import { randomUUID } from 'node:crypto';
import { beforeAll, inject } from 'vitest';
import { createDynamoClient } from '../db/client.js';
import { ensureTable } from '../db/table.js';

declare module 'vitest' {
  // Provided by scripts/src/test/dynamodb-global-setup.ts.
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}

// Each test file gets its own table on the shared DynamoDB Local, so files run in parallel.
process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
process.env.TABLE_NAME = `test-${randomUUID()}`;
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

beforeAll(async () => {
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME!);
  client.destroy();
});
