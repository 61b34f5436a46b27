import { DeleteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { beforeEach, describe, expect, it } from 'vitest';
import { TABLE } from '@club/shared';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';
import { clubTable } from '../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../platform/db/keys.js';
import { MIGRATION_IDS } from './ids.js';
import { migrations } from './index.js';
import { checkMigrations, migrationRecord, runMigrations } from './runner.js';
import type { Migration } from './types.js';

/**
 * A small entity of the test's own, in two versions: v2 moves its queue
 * index key (as a change to an entity's index keys would), so items written
 * by v1 need the migration.
 */
const probeEntity = (queueKey: (status: string) => string) =>
  new Entity({
    name: 'migrationProbe',
    table: clubTable,
    schema: item({
      id: string().key(),
      status: string(),
      gsi1pk: linkedKey((probe) => queueKey(probe.status as string)),
      gsi1sk: creationKey(),
    }),
    computeKey: ({ id }) => ({ pk: key('PROBE', id), sk: 'PROBE' }),
    timestamps: TIMESTAMPS,
  });
const probeV1 = () => probeEntity((status) => key('PROBES', status));
const probeV2 = () => probeEntity((status) => key('PROBES', 'QUEUE', status));

/** A migration re-putting every probe through v2; `onPage` runs first on every page (to crash a run). */
const requeueProbes = (id = '0001-requeue-probes', onPage: (page: number) => void = () => {}): Migration => ({
  id,
  description: 'Move probes to the v2 queue key',
  async run(context) {
    const probes = probeV2();
    let page = 0;
    await context.eachPage({ scan: { entities: [probes.entityName] } }, async (items) => {
      onPage(page++);
      let touched = 0;
      for (const stored of items) if (await context.reput(probes, stored)) touched += 1;
      return touched;
    });
  },
});

const storedProbes = async () => {
  const { Items } = await getDocumentClient().send(
    new ScanCommand({
      TableName: config.tableName,
      ConsistentRead: true,
      FilterExpression: '#e = :e',
      ExpressionAttributeNames: { '#e': TABLE.entityAttribute },
      ExpressionAttributeValues: { ':e': 'migrationProbe' },
    }),
  );
  return (Items ?? []).sort((a, b) => String(a.id).localeCompare(String(b.id)));
};

let run = 0;
beforeEach(async () => {
  // Each test starts from its own probes and no migration records.
  run += 1;
  for (const stored of await storedProbes()) {
    await getDocumentClient().send(new DeleteCommand({ TableName: config.tableName, Key: { pk: stored.pk, sk: stored.sk } }));
  }
  for (const id of ['0001-requeue-probes', '0002-requeue-probes-again']) {
    await getDocumentClient().send(new DeleteCommand({ TableName: config.tableName, Key: { pk: key('MIGRATION', id), sk: 'MIGRATION' } }));
  }
  const v1 = probeV1();
  for (let i = 0; i < 5; i += 1) {
    await v1
      .build(PutItemCommand)
      .item({ id: `probe-${run}-${i}`, status: i % 2 ? 'open' : 'closed' })
      .send();
  }
});

describe('migrations', () => {
  it('lists each module once, in order, with the ids infra reads', () => {
    expect(() => checkMigrations(migrations)).not.toThrow();
    expect(migrations.map((m) => m.id)).toEqual([...MIGRATION_IDS]);
    expect(() => checkMigrations([requeueProbes('0002-b'), requeueProbes('0001-a')])).toThrow(/out of order/);
    expect(() => checkMigrations([requeueProbes('1-a')])).toThrow(/NNNN/);
  });

  it('re-puts items so their index keys are current, records it, and changes nothing the second time', async () => {
    const first = await runMigrations({ migrations: [requeueProbes()], pageSize: 2 });
    expect(first).toMatchObject({ done: true, applied: ['0001-requeue-probes'], skipped: [], itemsTouched: { '0001-requeue-probes': 5 } });
    const after = await storedProbes();
    expect(after.map((p) => p.gsi1pk)).toEqual(after.map((p) => key('PROBES', 'QUEUE', p.status as string)));
    const record = await migrationRecord('0001-requeue-probes');
    expect(record).toMatchObject({ status: 'applied', itemsTouched: 5 });
    expect(record?.appliedAt).toBeDefined();
    expect(record?.checkpoint).toBeUndefined();

    const second = await runMigrations({ migrations: [requeueProbes()], pageSize: 2 });
    expect(second).toMatchObject({ done: true, applied: [], skipped: ['0001-requeue-probes'] });
    expect(await storedProbes()).toEqual(after);
    // Even run again under another id, the re-put writes nothing: items already current are left alone (updatedAt too).
    const again = await runMigrations({ migrations: [requeueProbes(), requeueProbes('0002-requeue-probes-again')], pageSize: 2 });
    expect(again.itemsTouched).toEqual({ '0002-requeue-probes-again': 0 });
    expect(await storedProbes()).toEqual(after);
  });

  it('stops at a checkpoint when time runs short, and the next run resumes there', async () => {
    const pages: number[] = [];
    const interrupted = await runMigrations({ migrations: [requeueProbes(undefined, (page) => pages.push(page))], pageSize: 2, remainingMs: () => 0 });
    expect(interrupted).toMatchObject({ done: false, interrupted: '0001-requeue-probes', applied: [] });
    const record = await migrationRecord('0001-requeue-probes');
    expect(record).toMatchObject({ status: 'running', itemsTouched: interrupted.itemsTouched['0001-requeue-probes'] });
    expect(record?.checkpoint).toBeDefined();

    const resumed = await runMigrations({ migrations: [requeueProbes(undefined, (page) => pages.push(page))], pageSize: 2 });
    expect(resumed).toMatchObject({ done: true, applied: ['0001-requeue-probes'] });
    // The resumed run read on from the checkpoint: each item was touched once over both runs.
    expect(interrupted.itemsTouched['0001-requeue-probes']! + resumed.itemsTouched['0001-requeue-probes']!).toBe(5);
    expect(await migrationRecord('0001-requeue-probes')).toMatchObject({ status: 'applied', itemsTouched: 5 });
    expect((await storedProbes()).every((p) => p.gsi1pk === key('PROBES', 'QUEUE', p.status as string))).toBe(true);
  });

  it('resumes after a run that crashed mid-way, and frees the lease when it fails', async () => {
    let crash = true;
    const crashing = requeueProbes(undefined, (page) => {
      if (page === 1 && crash) throw new Error('crash');
    });
    await expect(runMigrations({ migrations: [crashing], pageSize: 2 })).rejects.toThrow('crash');
    const crashed = await migrationRecord('0001-requeue-probes');
    expect(crashed).toMatchObject({ status: 'running' });
    expect(crashed?.checkpoint).toBeDefined();
    crash = false;
    const resumed = await runMigrations({ migrations: [crashing], pageSize: 2 });
    // The first page's items were touched before the crash; the resumed run touched the rest only.
    expect(resumed).toMatchObject({ done: true, itemsTouched: { '0001-requeue-probes': 5 - crashed!.itemsTouched } });
    expect(await migrationRecord('0001-requeue-probes')).toMatchObject({ status: 'applied', itemsTouched: 5 });
  });

  it('does nothing while another run holds the lease, and takes a lapsed one', async () => {
    const lease = (expiresAt: number) =>
      getDocumentClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: {
            pk: key('MIGRATION_LEASE', 'migrations'),
            sk: 'LEASE',
            [TABLE.entityAttribute]: 'migrationLease',
            name: 'migrations',
            holder: 'other-deploy',
            [TABLE.ttlAttribute]: expiresAt,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          },
        }),
      );
    await lease(Math.floor(Date.now() / 1000) + 600);
    const blocked = await runMigrations({ migrations: [requeueProbes()] });
    expect(blocked).toMatchObject({ done: false, applied: [], blockedBy: { holder: 'other-deploy' } });
    expect(await migrationRecord('0001-requeue-probes')).toBeUndefined();

    await lease(Math.floor(Date.now() / 1000) - 1);
    expect(await runMigrations({ migrations: [requeueProbes()] })).toMatchObject({ done: true, applied: ['0001-requeue-probes'] });
  });
});
