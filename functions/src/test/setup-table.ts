import { randomUUID } from 'node:crypto';
import { beforeAll, inject } from 'vitest';
import { ENV, PLATFORM_ENV, PUSH_ENV } from '@club/shared';
import { config } from '../platform/config.js';
import { createDynamoClient } from '../platform/db/client.js';
import { ensureTable } from '../platform/db/table.js';

// Each test file gets its own table on the run's DynamoDB Local (dynamodb-global-setup.ts), so files run in parallel.
process.env[ENV.dynamodbEndpoint] = inject('dynamodbEndpoint');
process.env[ENV.tableName] = `test-${randomUUID()}`;
// One bucket for the run: object keys are random, so files never collide.
process.env[ENV.s3Endpoint] = inject('s3Endpoint');
// One emulator for the run: tests find their mail by its unique recipient.
process.env[ENV.sesEndpoint] = inject('sesEndpoint');
// Push is set up in every test (the run's key pair); the local push service's devices are found by their own ids.
process.env[PUSH_ENV.vapidPublicKey] = inject('vapidPublicKey');
process.env[PUSH_ENV.vapidPrivateKey] = inject('vapidPrivateKey');
process.env[PLATFORM_ENV.logLevel] ??= 'SILENT';
process.env[PLATFORM_ENV.metricsDisabled] ??= 'true';

beforeAll(async () => {
  const client = createDynamoClient();
  await ensureTable(client, config.tableName);
  client.destroy();
});
