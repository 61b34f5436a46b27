import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  RestoreTableToPointInTimeCommand,
  ScanCommand,
  waitUntilTableExists,
  type AttributeValue,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '@club/shared';
import { copyTableItems } from '../lib/copy-table.js';

/**
 * The restore drill (`npm run restore-drill`): restores the stage's table to
 * a new table at a point in time, counts items by entity in both and checks
 * that every item the source had before that point came back.
 */

/** Items written this close before the restore point are not demanded: a writer's clock and the moment its write landed differ slightly. */
export const POINT_MARGIN_MS = 60_000;

/** How the drill copy is made: DynamoDB's point-in-time restore in the cloud, a stand-in on DynamoDB Local. */
export interface RestoreStep {
  /** Printed before it runs, so nobody mistakes a local stand-in for a real restore. */
  description: string;
  /** Makes `target` from `source` as of `at` (or the latest restorable time) and resolves, once the table is ACTIVE, to the point restored to. */
  restore(input: { source: string; target: string; at?: Date }): Promise<Date>;
}

/** One item as the drill reads it: its key, entity and the time of its last write (`updatedAt`, else `createdAt`, else `at`). */
interface ItemStamp {
  key: string;
  entity: string;
  /** The last write in ms; undefined for an item carrying no time. */
  writtenAt: number | undefined;
}

const text = (value: AttributeValue | undefined): string | undefined => value?.S;

/** Every item of `table` (paged Scan projecting the keys, the entity attribute and the timestamps). */
export async function scanStamps(client: DynamoDBClient, table: string): Promise<ItemStamp[]> {
  const stamps: ItemStamp[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        ProjectionExpression: '#pk, #sk, #entity, #createdAt, #updatedAt, #at',
        ExpressionAttributeNames: {
          '#pk': TABLE.partitionKey,
          '#sk': TABLE.sortKey,
          '#entity': TABLE.entityAttribute,
          '#createdAt': 'createdAt',
          '#updatedAt': 'updatedAt',
          '#at': 'at',
        },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      // Append-only logs (the deal-room log) carry no timestamps but the time of their one write, `at`.
      const written = text(item.updatedAt) ?? text(item.createdAt) ?? text(item.at);
      const ms = written === undefined ? Number.NaN : Date.parse(written);
      stamps.push({
        key: `${text(item[TABLE.partitionKey])}\u0000${text(item[TABLE.sortKey])}`,
        entity: text(item[TABLE.entityAttribute]) ?? '(no entity)',
        writtenAt: Number.isNaN(ms) ? undefined : ms,
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return stamps;
}

/** One entity's line of the comparison. */
export interface EntityCounts {
  entity: string;
  /** Items in the source table now. */
  source: number;
  /** Of those, items last written before the restore point (less the margin): each must be in the restored table. */
  expected: number;
  /** Items in the restored table. */
  restored: number;
  /** Expected items the restored table lacks: a failed restore. */
  missing: number;
  /** Source items written after the point (or within the margin before it): new or changed since, not demanded. */
  since: number;
  /** Source items carrying no time of writing: cannot be dated, so not checked. */
  undated: number;
}

export interface DrillComparison {
  restoredTo: Date;
  entities: EntityCounts[];
  missing: number;
  /** Up to 20 keys of missing items, for the report. */
  missingKeys: string[];
}

/**
 * Compares honestly although the source kept changing after the point: an
 * item the source still has and last wrote before the point (less
 * POINT_MARGIN_MS) existed at the point unchanged, so the restore must have
 * it. Items written since are counted apart; items deleted since show as
 * restored items the source no longer has (counted, never a failure).
 */
export function compareStamps(source: ItemStamp[], restored: ItemStamp[], restoredTo: Date): DrillComparison {
  const cutoff = restoredTo.getTime() - POINT_MARGIN_MS;
  const restoredKeys = new Set(restored.map((item) => item.key));
  const byEntity = new Map<string, EntityCounts>();
  const line = (entity: string) => {
    let counts = byEntity.get(entity);
    if (!counts) byEntity.set(entity, (counts = { entity, source: 0, expected: 0, restored: 0, missing: 0, since: 0, undated: 0 }));
    return counts;
  };
  const missingKeys: string[] = [];
  for (const item of source) {
    const counts = line(item.entity);
    counts.source++;
    if (item.writtenAt === undefined) counts.undated++;
    else if (item.writtenAt > cutoff) counts.since++;
    else {
      counts.expected++;
      if (!restoredKeys.has(item.key)) {
        counts.missing++;
        if (missingKeys.length < 20) missingKeys.push(item.key.replace('\u0000', ' / '));
      }
    }
  }
  for (const item of restored) line(item.entity).restored++;
  const entities = [...byEntity.values()].sort((a, b) => a.entity.localeCompare(b.entity));
  return { restoredTo, entities, missing: entities.reduce((sum, counts) => sum + counts.missing, 0), missingKeys };
}

/** The comparison as printed: one row per entity and a verdict. */
export function formatComparison(comparison: DrillComparison): string {
  const header = ['entity', 'source now', 'expected', 'restored', 'missing', 'written since', 'undated'];
  const rows = comparison.entities.map((c) => [c.entity, c.source, c.expected, c.restored, c.missing, c.since, c.undated].map(String));
  const total = (pick: (c: EntityCounts) => number) => String(comparison.entities.reduce((sum, c) => sum + pick(c), 0));
  rows.push([
    '(all)',
    total((c) => c.source),
    total((c) => c.expected),
    total((c) => c.restored),
    total((c) => c.missing),
    total((c) => c.since),
    total((c) => c.undated),
  ]);
  const widths = header.map((name, i) => Math.max(name.length, ...rows.map((row) => row[i]!.length)));
  const format = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const lines = [
    `Restored to ${comparison.restoredTo.toISOString()} (items last written before ${new Date(comparison.restoredTo.getTime() - POINT_MARGIN_MS).toISOString()} are expected)`,
    format(header),
    ...rows.map(format),
  ];
  lines.push(
    comparison.missing === 0
      ? 'PASS: every item the table had before the restore point is in the restored table.'
      : `FAIL: the restored table lacks ${comparison.missing} item(s) that existed before the restore point, e.g. ${comparison.missingKeys.join(', ')}`,
  );
  return lines.join('\n');
}

/** `club-<stage>-drill-<UTC time>`, e.g. club-dev-drill-20261127T132500Z. */
export const drillTableName = (source: string, now = new Date()): string =>
  `${source}-drill-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/**
 * The drill: restore, wait until ACTIVE, count and compare, delete the drill
 * table (unless `keep`, or it was never made). Resolves to the comparison;
 * `comparison.missing > 0` is a failed drill.
 */
export async function runRestoreDrill(options: {
  client: DynamoDBClient;
  source: string;
  restore: RestoreStep;
  at?: Date;
  keep?: boolean;
  now?: Date;
  log?: (line: string) => void;
}): Promise<DrillComparison & { target: string; kept: boolean }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const target = drillTableName(options.source, options.now);
  log(`Restoring ${options.source} to ${target} at ${options.at?.toISOString() ?? 'the latest restorable time'} (${options.restore.description})…`);
  try {
    const restoredTo = await options.restore.restore({ source: options.source, target, ...(options.at ? { at: options.at } : {}) });
    log(`${target} is ACTIVE; counting items by ${TABLE.entityAttribute} in both tables…`);
    const [source, restored] = await Promise.all([scanStamps(options.client, options.source), scanStamps(options.client, target)]);
    const comparison = compareStamps(source, restored, restoredTo);
    log(formatComparison(comparison));
    return { ...comparison, target, kept: Boolean(options.keep) };
  } finally {
    // Also after a failed restore: a table left half-made costs money and holds members' data.
    if (options.keep) log(`Kept ${target} (--keep): delete it with aws dynamodb delete-table --table-name ${target}`);
    else {
      // A restore still running (the wait gave up) cannot be deleted yet: say so rather than hide the drill's own error.
      await deleteIfExists(options.client, target).then(
        (deleted) => deleted && log(`Deleted ${target}.`),
        (error: unknown) =>
          log(
            `Could not delete ${target} (${error instanceof Error ? error.name : String(error)}): delete it with aws dynamodb delete-table --table-name ${target}`,
          ),
      );
    }
  }
}

/** Deletes `table`; false when there was none. */
async function deleteIfExists(client: DynamoDBClient, table: string): Promise<boolean> {
  try {
    await client.send(new DeleteTableCommand({ TableName: table }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

/** The cloud step: RestoreTableToPointInTime (on-demand, the AWS managed key like the source), then wait for ACTIVE. */
export function pointInTimeRestore(client: DynamoDBClient, options: { maxWaitSeconds?: number; minDelaySeconds?: number } = {}): RestoreStep {
  return {
    description: 'DynamoDB point-in-time restore',
    async restore({ source, target, at }) {
      await client.send(
        new RestoreTableToPointInTimeCommand({
          SourceTableName: source,
          TargetTableName: target,
          ...(at ? { RestoreDateTime: at } : { UseLatestRestorableTime: true }),
          BillingModeOverride: 'PAY_PER_REQUEST',
          // The copy holds members' data: encrypted with the AWS managed key, as the source is.
          SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
        }),
      );
      // A restore takes minutes to hours, growing with the table's size.
      await waitUntilTableExists(
        {
          client,
          maxWaitTime: options.maxWaitSeconds ?? 4 * 3600,
          minDelay: options.minDelaySeconds ?? 20,
          maxDelay: Math.max(options.minDelaySeconds ?? 20, 60),
        },
        { TableName: target },
      );
      const { Table } = await client.send(new DescribeTableCommand({ TableName: target }));
      const point = Table?.RestoreSummary?.RestoreDateTime ?? at;
      if (!point) throw new Error(`${target} does not say which point it was restored to`);
      return point;
    },
  };
}

/**
 * LOCAL STAND-IN, not a restore: DynamoDB Local has no point-in-time recovery
 * (RestoreTableToPointInTime answers UnknownOperationException). It copies the
 * source as it is now into the drill table with the club's key schema, so the
 * drill's counting, comparing and clean-up run for real against DynamoDB Local.
 * `afterCopy` lets a test write to the source after the point.
 */
export function localCopyStandIn(
  client: DynamoDBClient,
  createTable: (table: string) => CreateTableCommandInput,
  afterCopy?: () => Promise<void>,
): RestoreStep {
  return {
    description: 'LOCAL STAND-IN: copies the table as it is now; DynamoDB Local has no point-in-time restore',
    async restore({ source, target, at }) {
      if (at) throw new Error('The local stand-in copies the table as it is now; --at needs a cloud stage with point-in-time recovery.');
      await client.send(new CreateTableCommand(createTable(target)));
      const point = new Date();
      await copyTableItems(client, source, target);
      await afterCopy?.();
      return point;
    },
  };
}
