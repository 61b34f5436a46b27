import path from 'node:path';
import { localDir } from './paths.js';
import { RUNNING_STACK_FILE, readRunningStack } from './running-stack.js';

/**
 * Points this process at a table for a one-off local tool (`npm run role`, `npm run job`):
 * a running `npm start`'s table, S3 server and SES emulator (their endpoints
 * are in `runningStackFile`, .local/running-stack.json), the table named by
 * TABLE_NAME / DYNAMODB_ENDPOINT when set, or else the local data under
 * .local/ with an emulator started for the run. Resolves to a function
 * stopping whatever it started.
 */
export async function useLocalTable(options: { runningStackFile?: string } = {}): Promise<() => Promise<void>> {
  if (process.env.DYNAMODB_ENDPOINT || process.env.TABLE_NAME) return async () => {};
  const { applyLocalEnv } = await import('../runtime/local-env.js');
  const port = Number(process.env.PORT ?? 3000);
  const running = readRunningStack(options.runningStackFile ?? RUNNING_STACK_FILE);
  if (running && (await answers(running.dynamodb))) {
    // The outbox job then mails into the emulator whose mailbox `npm start` printed, and jobs reach its files.
    applyLocalEnv(port, running.dynamodb, running.tableName, running.s3, running.ses);
    return async () => {};
  }
  const { startDynamoDbLocal } = await import('@club/functions/dev/dynamodb-local');
  const dynamo = await startDynamoDbLocal({ dataDir: path.join(localDir, 'dynamodb-data') });
  applyLocalEnv(port, dynamo.endpoint);
  const { createDynamoClient } = await import('@club/functions/platform/db/client');
  const { ensureTable } = await import('@club/functions/platform/db/table');
  const { config } = await import('@club/functions/platform/config');
  const client = createDynamoClient(dynamo.endpoint);
  await ensureTable(client, config.tableName);
  client.destroy();
  return () => dynamo.stop();
}

/** Whether a DynamoDB endpoint is up (a running npm start). */
async function answers(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, { signal: AbortSignal.timeout(1_000) });
    return response.status > 0;
  } catch {
    return false;
  }
}
