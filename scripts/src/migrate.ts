import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { useLocalTable } from './lib/local-table.js';

/**
 * `npm run migrate`: applies the pending stored-data migrations
 * (functions/src/migrations) once, as a deploy's migrate function does,
 * against the table `useLocalTable` finds (a running `npm start`'s,
 * TABLE_NAME / DYNAMODB_ENDPOINT, or the data under .local/ with an emulator
 * started for the run). `npm start` runs the same on every start, before seeding
 * (scripts/src/runtime/local-stack.ts).
 */
export async function applyPendingMigrations(log: (line: string) => void = console.log): Promise<void> {
  const { runMigrations } = await import('@club/functions/migrations/runner');
  const result = await runMigrations({
    holder: `local-${process.pid}`,
    log: (message, details) => log(`migrate: ${message}${details ? ` ${JSON.stringify(details)}` : ''}`),
  });
  if (result.blockedBy) {
    throw new Error(
      `Another run holds the migrations lease (${result.blockedBy.holder}, until ${new Date(result.blockedBy.expiresAt * 1000).toISOString()}); try again then.`,
    );
  }
  if (!result.done) throw new Error(`Migration ${result.interrupted} stopped at a checkpoint; run npm run migrate again to resume it.`);
  if (result.applied.length) log(`Applied migrations: ${result.applied.join(', ')}`);
}

async function main(): Promise<void> {
  const stop = await useLocalTable();
  try {
    await applyPendingMigrations();
    console.log('Migrations are up to date.');
  } finally {
    await stop();
  }
}

// Run as a command (`npm run migrate`), not when the local stack imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
