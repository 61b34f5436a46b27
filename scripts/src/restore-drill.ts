import { parseArgs } from 'node:util';
import { LOCAL_STAGE } from '@club/shared';

/**
 * `npm run restore-drill -- --stage dev [--at <ISO time>] [--keep]`: restores
 * table club-<stage> to club-<stage>-drill-<time> at a point in time (the
 * latest restorable one without --at), counts items by entity in both, fails
 * (exit 1) when the copy lacks items the table had before that point, and
 * deletes the copy unless --keep. AWS credentials and region from the usual
 * AWS_PROFILE / AWS_REGION. `--stage local` drills a running `npm start`'s
 * DynamoDB Local with a copying stand-in (it has no point-in-time restore).
 */
const USAGE = 'Usage: npm run restore-drill -- --stage <stage> [--at <ISO time, e.g. 2026-11-27T09:00:00Z>] [--keep]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, at: { type: 'string' }, keep: { type: 'boolean', default: false } } });
  if (!values.stage || !/^[a-z0-9-]+$/.test(values.stage)) {
    console.error(USAGE);
    return 2;
  }
  const at = values.at === undefined ? undefined : new Date(values.at);
  if (at && (Number.isNaN(at.getTime()) || at.getTime() > Date.now())) {
    console.error(`--at must be an ISO time in the past (got ${values.at}).\n${USAGE}`);
    return 2;
  }
  const { runRestoreDrill, localCopyStandIn, pointInTimeRestore } = await import('./ops/restore-drill.js');
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');

  if (values.stage === LOCAL_STAGE) {
    const { useLocalTable } = await import('./lib/local-table.js');
    const stop = await useLocalTable();
    const { config } = await import('@club/functions/platform/config');
    const { createDynamoClient } = await import('@club/functions/platform/db/client');
    const { createTableInput } = await import('@club/functions/platform/db/table');
    const client = createDynamoClient();
    try {
      const drill = await runRestoreDrill({
        client,
        source: config.tableName,
        restore: localCopyStandIn(client, createTableInput),
        ...(at ? { at } : {}),
        keep: values.keep,
      });
      return drill.missing === 0 ? 0 : 1;
    } finally {
      client.destroy();
      await stop();
    }
  }

  const client = new DynamoDBClient({});
  try {
    const drill = await runRestoreDrill({
      client,
      source: `club-${values.stage}`,
      restore: pointInTimeRestore(client),
      ...(at ? { at } : {}),
      keep: values.keep,
    });
    return drill.missing === 0 ? 0 : 1;
  } finally {
    client.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Restore drill failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    process.exit(1);
  },
);
