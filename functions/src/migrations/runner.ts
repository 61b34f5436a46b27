import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { PutCommand, QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { TABLE } from '@club/shared';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';
import { migrationEntity, migrationLeaseEntity, type MigrationItem } from '../platform/db/entities/migration.js';
import { isConditionFailed } from '../platform/db/errors.js';
import type { Migration, MigrationContext, PageSource, StoredItem } from './types.js';

const LEASE = 'migrations';
const ID_FORMAT = /^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/;

export interface RunOptions {
  /** Defaults to every migration (migrations/index.ts). */
  migrations?: readonly Migration[];
  /** Items read per page (and per checkpoint). */
  pageSize?: number;
  /** Time left in this invocation (Lambda's context); the run checkpoints and stops when it nears `reserveMs`. */
  remainingMs?: () => number;
  reserveMs?: number;
  /** Who holds the lease (a Lambda request id); one run's own id by default. */
  holder?: string;
  /** How long the lease holds without renewal (renewed after every page). */
  leaseSeconds?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

export interface RunResult {
  /** True when every migration is applied; false when the run stopped at a checkpoint or found the lease taken. */
  done: boolean;
  /** Applied by this run. */
  applied: string[];
  /** Applied before (skipped). */
  skipped: string[];
  /** The migration this run stopped in, at its checkpoint (the next run resumes it). */
  interrupted?: string;
  /** Set when another run holds the lease: nothing was done. */
  blockedBy?: { holder: string; expiresAt: number };
  /** Items each migration of this run changed. */
  itemsTouched: Record<string, number>;
}

/** Thrown through a migration's `run` when the invocation nears its time limit after a checkpoint. */
class OutOfTime extends Error {
  override readonly name = 'OutOfTime';
}

interface Checkpoint {
  /** The `eachPage` call of the migration (0, 1, …) the key belongs to. */
  step: number;
  key: Record<string, unknown>;
}

const epochSeconds = (ms = Date.now()) => Math.floor(ms / 1000);

/** Throws unless ids are well formed, unique and in order (files are numbered; order is the id's). */
export function checkMigrations(list: readonly Migration[]): void {
  list.forEach(({ id }, index) => {
    if (!ID_FORMAT.test(id)) throw new Error(`Migration id ${id} is not NNNN-kebab-name`);
    if (index > 0 && list[index - 1]!.id >= id) throw new Error(`Migration ${id} is out of order or repeated after ${list[index - 1]!.id}`);
  });
}

async function readPage(source: PageSource, start: Record<string, unknown> | undefined, limit: number) {
  const client = getDocumentClient();
  const TableName = config.tableName;
  const ExclusiveStartKey = start;
  if ('scan' in source) {
    const names = source.scan.entities;
    const values = Object.fromEntries(names.map((name, i) => [`:e${i}`, name]));
    const { Items, LastEvaluatedKey } = await client.send(
      new ScanCommand({
        TableName,
        Limit: limit,
        ConsistentRead: true,
        ExclusiveStartKey,
        FilterExpression: `#entity IN (${Object.keys(values).join(', ')})`,
        ExpressionAttributeNames: { '#entity': TABLE.entityAttribute },
        ExpressionAttributeValues: values,
      }),
    );
    return { items: (Items ?? []) as StoredItem[], lastKey: LastEvaluatedKey };
  }
  const { index, partition, beginsWith } = source.query;
  const keys = index ? TABLE.indexes[index] : { partitionKey: TABLE.partitionKey, sortKey: TABLE.sortKey };
  const input: QueryCommandInput = {
    TableName,
    ...(index ? { IndexName: index } : { ConsistentRead: true }),
    Limit: limit,
    ExclusiveStartKey,
    KeyConditionExpression: beginsWith === undefined ? '#pk = :pk' : '#pk = :pk AND begins_with(#sk, :sk)',
    ExpressionAttributeNames: { '#pk': keys.partitionKey, ...(beginsWith === undefined ? {} : { '#sk': keys.sortKey }) },
    ExpressionAttributeValues: { ':pk': partition, ...(beginsWith === undefined ? {} : { ':sk': beginsWith }) },
  };
  const { Items, LastEvaluatedKey } = await client.send(new QueryCommand(input));
  return { items: (Items ?? []) as StoredItem[], lastKey: LastEvaluatedKey };
}

/** See MigrationContext.reput. */
async function reput(entity: Entity, stored: StoredItem): Promise<boolean> {
  // Partial: hidden index keys may be missing (the reason to re-put); the put checks what the item requires.
  const formatted = entity.build(EntityFormatter).format(stored, { partial: true });
  const params = entity
    .build(PutItemCommand)
    .item(formatted as never)
    .params();
  const item = params.Item as StoredItem;
  const updatedAt = stored.updatedAt;
  if (typeof updatedAt === 'string') item.updatedAt = updatedAt;
  if (isDeepStrictEqual(item, stored)) return false;
  // Only over the item as read: a write meanwhile (which computed its own keys) wins, and a deleted item stays deleted.
  const unchanged =
    typeof updatedAt === 'string'
      ? {
          ConditionExpression: '#pk = :pk AND #updatedAt = :updatedAt',
          ExpressionAttributeValues: { ':pk': stored[TABLE.partitionKey], ':updatedAt': updatedAt },
        }
      : { ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#updatedAt)' };
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: params.TableName ?? config.tableName,
        Item: item,
        ...unchanged,
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#updatedAt': 'updatedAt' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Applies the pending migrations in id order, each recorded as a `migration`
 * item (skipped once applied). Holds the lease for the whole run, so two
 * deploys never migrate at once; a run that finds it taken does nothing and
 * answers `blockedBy`. Each page's checkpoint is saved on the migration's
 * record; when the invocation nears its time limit the run stops there and
 * the next run resumes the same migration from it (likewise after a crash).
 */
export async function runMigrations(options: RunOptions = {}): Promise<RunResult> {
  const list = options.migrations ?? (await import('./index.js')).migrations;
  checkMigrations(list);
  const pageSize = options.pageSize ?? 100;
  const remainingMs = options.remainingMs ?? (() => Number.POSITIVE_INFINITY);
  const reserveMs = options.reserveMs ?? 60_000;
  const holder = options.holder ?? `run-${randomUUID()}`;
  const leaseSeconds = options.leaseSeconds ?? 20 * 60;
  const log = options.log ?? (() => {});
  const records = migrationEntity();
  const leases = migrationLeaseEntity();
  const result: RunResult = { done: false, applied: [], skipped: [], itemsTouched: {} };

  const takeLease = async (): Promise<boolean> => {
    const now = epochSeconds();
    try {
      await leases
        .build(PutItemCommand)
        .item({ name: LEASE, holder, expiresAt: now + leaseSeconds })
        .options({
          condition: {
            or: [
              { attr: 'name', exists: false },
              { attr: 'expiresAt', lt: now },
              { attr: 'holder', eq: holder },
            ],
          },
        })
        .send();
      return true;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      return false;
    }
  };
  if (!(await takeLease())) {
    const { Item } = await leases.build(GetItemCommand).key({ name: LEASE }).options({ consistent: true }).send();
    result.blockedBy = { holder: Item?.holder ?? 'unknown', expiresAt: Item?.expiresAt ?? 0 };
    log('another run holds the migrations lease', result.blockedBy);
    return result;
  }

  try {
    for (const migration of list) {
      const { Item: found } = await records.build(GetItemCommand).key({ id: migration.id }).options({ consistent: true }).send();
      if (found?.status === 'applied') {
        result.skipped.push(migration.id);
        continue;
      }
      if (!found) {
        await records
          .build(PutItemCommand)
          .item({ id: migration.id, description: migration.description, status: 'running', itemsTouched: 0, startedAt: new Date().toISOString() })
          .send();
      }
      const saved: Checkpoint | undefined = found?.checkpoint ? (JSON.parse(found.checkpoint) as Checkpoint) : undefined;
      let itemsTouched = found?.itemsTouched ?? 0;
      let touchedThisRun = 0;
      let step = -1;
      log(found ? 'resuming migration' : 'starting migration', { id: migration.id, ...(saved ? { checkpoint: saved } : {}) });

      const context: MigrationContext = {
        reput,
        log: (message, details) => log(message, { migration: migration.id, ...details }),
        async eachPage(source, onPage) {
          step += 1;
          // A step a previous run completed, or the one it stopped in (resumed after its last page).
          if (saved && step < saved.step) return;
          let start = saved && step === saved.step ? saved.key : undefined;
          for (;;) {
            const page = await readPage(source, start, pageSize);
            const touched = await onPage(page.items);
            itemsTouched += touched;
            touchedThisRun += touched;
            if (!page.lastKey) {
              // The step is complete: the next step (if any) starts from its beginning.
              await records
                .build(UpdateItemCommand)
                .item({ id: migration.id, checkpoint: JSON.stringify({ step: step + 1, key: {} } satisfies Checkpoint), itemsTouched })
                .send();
              return;
            }
            start = page.lastKey;
            await records
              .build(UpdateItemCommand)
              .item({ id: migration.id, checkpoint: JSON.stringify({ step, key: start } satisfies Checkpoint), itemsTouched })
              .send();
            if (!(await takeLease())) throw new Error('The migrations lease was taken by another run');
            if (remainingMs() < reserveMs) throw new OutOfTime();
          }
        },
      };

      try {
        await migration.run(context);
      } catch (error) {
        result.itemsTouched[migration.id] = touchedThisRun;
        if (error instanceof OutOfTime) {
          result.interrupted = migration.id;
          log('stopped at a checkpoint; the next run resumes', { id: migration.id, itemsTouched });
          return result;
        }
        throw error;
      }
      await records
        .build(UpdateItemCommand)
        .item({ id: migration.id, status: 'applied', appliedAt: new Date().toISOString(), itemsTouched, checkpoint: $remove() })
        .send();
      result.applied.push(migration.id);
      result.itemsTouched[migration.id] = touchedThisRun;
      log('applied migration', { id: migration.id, itemsTouched });
    }
    result.done = true;
    return result;
  } finally {
    await releaseLease(holder);
  }
}

/** Gives the lease back, unless it expired and another run holds it now. */
async function releaseLease(holder: string): Promise<void> {
  try {
    await migrationLeaseEntity()
      .build(DeleteItemCommand)
      .key({ name: LEASE })
      .options({ condition: { attr: 'holder', eq: holder } })
      .send();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** The migration records, for tools and tests. */
export async function migrationRecord(id: string): Promise<MigrationItem | undefined> {
  return (await migrationEntity().build(GetItemCommand).key({ id }).options({ consistent: true }).send()).Item;
}
