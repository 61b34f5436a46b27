import { schedules, type ScheduleName } from '@club/shared';
import { useLocalTable } from './lib/local-table.js';

/**
 * `npm run job -- <name>` (e.g. `smart-nudges`): runs one scheduled function
 * once, as the schedule would, and prints its result, against the table
 * `useLocalTable` finds (a running `npm start`'s, TABLE_NAME /
 * DYNAMODB_ENDPOINT, or the local data with an emulator started for the run).
 */
const name = process.argv[2];
if (!name || !(name in schedules)) {
  console.error(`Usage: npm run job -- <name>; one of: ${Object.keys(schedules).join(', ')}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const stop = await useLocalTable();
  try {
    const { runScheduleOnce } = await import('./runtime/local-schedules.js');
    const result = await runScheduleOnce(name as ScheduleName);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
