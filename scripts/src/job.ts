import fs from 'node:fs';
import path from 'node:path';
import { schedules, type ScheduleName } from '@club/shared';
import { localDir } from './lib/paths.js';

/**
 * `npm run job -- <name>` (e.g. `smart-nudges`): runs one scheduled function
 * once, as the schedule would, and prints its result. Against the table of a
 * running `npm start` (its DynamoDB Local endpoint is in .local/), the table
 * named by TABLE_NAME / DYNAMODB_ENDPOINT when set, or else the local data
 * under .local/ with an emulator started for the run.
 */
const name = process.argv[2];
if (!name || !(name in schedules)) {
  console.error(`Usage: npm run job -- <name>; one of: ${Object.keys(schedules).join(', ')}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { applyLocalEnv } = await import('./runtime/local-env.js');
  const { runScheduleOnce } = await import('./runtime/local-schedules.js');
  let stop = async () => {};
  if (!process.env.DYNAMODB_ENDPOINT && !process.env.TABLE_NAME) {
    const endpointFile = path.join(localDir, 'dynamodb-endpoint');
    const running = fs.existsSync(endpointFile) ? fs.readFileSync(endpointFile, 'utf8').trim() : undefined;
    if (running && (await answers(running))) {
      applyLocalEnv(Number(process.env.PORT ?? 3000), running);
    } else {
      const { startDynamoDbLocal } = await import('@club/functions/dev/dynamodb-local');
      const dynamo = await startDynamoDbLocal({ dataDir: path.join(localDir, 'dynamodb-data') });
      applyLocalEnv(Number(process.env.PORT ?? 3000), dynamo.endpoint);
      const { createDynamoClient } = await import('@club/functions/db/client');
      const { ensureTable } = await import('@club/functions/db/table');
      const { config } = await import('@club/functions/config');
      const client = createDynamoClient(dynamo.endpoint);
      await ensureTable(client, config.tableName);
      client.destroy();
      stop = () => dynamo.stop();
    }
  }
  try {
    const result = await runScheduleOnce(name as ScheduleName);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await stop();
  }
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
