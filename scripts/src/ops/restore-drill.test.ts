import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DeleteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  PutItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { createTableInput, ensureTable } from '@club/functions/platform/db/table';
import { compareStamps, drillTableName, localCopyStandIn, pointInTimeRestore, POINT_MARGIN_MS, runRestoreDrill, type RestoreStep } from './restore-drill.js';

/**
 * The drill against DynamoDB Local. It has no point-in-time restore, so the
 * restore step is the local copying stand-in; the scans, counts, comparison
 * and clean-up are the drill's own. What only a cloud run proves is in
 * docs (runbook): that PITR restores.
 */
let client: DynamoDBClient;
let source: string;
const HOUR_AGO = new Date(Date.now() - 3600_000).toISOString();

const put = (item: Record<string, string>) =>
  client.send(new PutItemCommand({ TableName: source, Item: Object.fromEntries(Object.entries(item).map(([name, value]) => [name, { S: value }])) }));
const member = (id: string, writtenAt = HOUR_AGO) => ({ pk: `MEMBER#${id}`, sk: 'MEMBER', entity: 'member', createdAt: writtenAt, updatedAt: writtenAt });
const rsvp = (eventId: string, memberId: string) => ({
  pk: `EVENT#${eventId}`,
  sk: `RSVP#${memberId}`,
  entity: 'rsvp',
  createdAt: HOUR_AGO,
  updatedAt: HOUR_AGO,
});

async function tables(): Promise<string[]> {
  const { TableNames } = await client.send(new ListTablesCommand({}));
  return (TableNames ?? []).filter((name) => name.startsWith(`${source}-drill-`));
}

beforeAll(async () => {
  client = createDynamoClient(inject('dynamodbEndpoint'));
  source = `club-test-${randomUUID().slice(0, 8)}`;
  await ensureTable(client, source);
  // 130 items: the copy writes them in batches of 25.
  for (let i = 0; i < 120; i++) await put(member(`m${i}`));
  for (let i = 0; i < 10; i++) await put(rsvp('e1', `m${i}`));
  // An append-only log entry: no timestamps but its `at`.
  await put({ pk: 'DEAL#d1', sk: `LOG#${HOUR_AGO}#l1`, entity: 'roomLog', at: HOUR_AGO });
});
afterAll(() => client.destroy());

const quiet = () => {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
};

describe('restore drill (DynamoDB Local, copying stand-in)', () => {
  it('names the drill table club-<stage>-drill-<UTC time>', () => {
    expect(drillTableName('club-dev', new Date('2026-11-27T13:25:00.123Z'))).toBe('club-dev-drill-20261127T132500Z');
  });

  it('passes, counting by entity, when the source changed after the point, and deletes the drill table', async () => {
    // After the point: a new member, a member changed, an RSVP deleted.
    const afterPoint = async () => {
      await put(member('new', new Date().toISOString()));
      await put(member('m1', new Date().toISOString()));
      await client.send(new DeleteItemCommand({ TableName: source, Key: { pk: { S: 'EVENT#e1' }, sk: { S: 'RSVP#m0' } } }));
    };
    const { lines, log } = quiet();
    const drill = await runRestoreDrill({ client, source, restore: localCopyStandIn(client, createTableInput, afterPoint), log });

    expect(drill.missing).toBe(0);
    expect(drill.entities).toEqual([
      { entity: 'member', source: 121, expected: 119, restored: 120, missing: 0, since: 2, undated: 0 },
      { entity: 'roomLog', source: 1, expected: 1, restored: 1, missing: 0, since: 0, undated: 0 },
      { entity: 'rsvp', source: 9, expected: 9, restored: 10, missing: 0, since: 0, undated: 0 },
    ]);
    expect(lines[0]).toContain('LOCAL STAND-IN');
    expect(lines.join('\n')).toMatch(/^member\s+121\s+119\s+120\s+0\s+2\s+0$/m);
    expect(lines.join('\n')).toContain('PASS');
    await expect(client.send(new DescribeTableCommand({ TableName: drill.target }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('fails, naming the missing items, when the restored table lacks items that existed before the point; still deletes it', async () => {
    const copy = localCopyStandIn(client, createTableInput);
    // A restore that lost two items.
    const lossy: RestoreStep = {
      description: 'stand-in that loses items',
      async restore(input) {
        const point = await copy.restore(input);
        await client.send(new DeleteItemCommand({ TableName: input.target, Key: { pk: { S: 'MEMBER#m7' }, sk: { S: 'MEMBER' } } }));
        await client.send(new DeleteItemCommand({ TableName: input.target, Key: { pk: { S: 'EVENT#e1' }, sk: { S: 'RSVP#m3' } } }));
        return point;
      },
    };
    const { lines, log } = quiet();
    const drill = await runRestoreDrill({ client, source, restore: lossy, log });
    expect(drill.missing).toBe(2);
    expect(drill.entities.map((c) => [c.entity, c.missing])).toEqual([
      ['member', 1],
      ['roomLog', 0],
      ['rsvp', 1],
    ]);
    expect(drill.missingKeys.sort()).toEqual(['EVENT#e1 / RSVP#m3', 'MEMBER#m7 / MEMBER']);
    expect(lines.join('\n')).toMatch(/FAIL: the restored table lacks 2 item\(s\)/);
    expect(await tables()).toEqual([]);
  });

  it('keeps the drill table with --keep, and deletes it after a restore that failed', async () => {
    const { log } = quiet();
    const kept = await runRestoreDrill({
      client,
      source,
      restore: localCopyStandIn(client, createTableInput),
      keep: true,
      log,
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(await tables()).toEqual([kept.target]);
    await client.send(new DeleteTableCommand({ TableName: kept.target }));

    const broken: RestoreStep = {
      description: 'restore that fails after creating its table',
      async restore(input) {
        await client.send(new CreateTableCommand(createTableInput(input.target)));
        throw new Error('restore failed');
      },
    };
    await expect(runRestoreDrill({ client, source, restore: broken, log })).rejects.toThrow('restore failed');
    expect(await tables()).toEqual([]);
    // The stand-in cannot go back in time and says so.
    await expect(
      runRestoreDrill({ client, source, restore: localCopyStandIn(client, createTableInput), at: new Date(Date.now() - 60_000), log }),
    ).rejects.toThrow(/--at needs a cloud stage/);
  });

  it('demands only items last written before the point less the margin; undated items are counted apart', () => {
    const point = new Date('2026-11-27T12:00:00Z');
    const comparison = compareStamps(
      [
        { key: 'a', entity: 'member', writtenAt: point.getTime() - POINT_MARGIN_MS - 1 },
        { key: 'b', entity: 'member', writtenAt: point.getTime() - POINT_MARGIN_MS + 1 },
        { key: 'c', entity: 'member', writtenAt: undefined },
      ],
      [],
      point,
    );
    expect(comparison.entities).toEqual([{ entity: 'member', source: 3, expected: 1, restored: 0, missing: 1, since: 1, undated: 1 }]);
  });

  it('asks DynamoDB for a point-in-time restore (on-demand, AWS managed key), waits for ACTIVE and reads back the point', async () => {
    // A recording stand-in for the SDK client: DynamoDB Local has no such operation to call.
    const sent: { name: string; input: any }[] = [];
    const restoredTo = new Date('2026-11-27T12:00:00Z');
    let describes = 0;
    const fake = {
      send: async (command: { constructor: { name: string }; input: unknown }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        if (command.constructor.name !== 'DescribeTableCommand') return {};
        describes++;
        return {
          Table: { TableStatus: describes < 2 ? 'CREATING' : 'ACTIVE', RestoreSummary: { RestoreDateTime: restoredTo, RestoreInProgress: describes < 2 } },
        };
      },
    } as unknown as DynamoDBClient;
    const step = pointInTimeRestore(fake, { minDelaySeconds: 1 });
    await expect(step.restore({ source: 'club-dev', target: 'club-dev-drill-x' })).resolves.toEqual(restoredTo);
    expect(sent[0]).toEqual({
      name: 'RestoreTableToPointInTimeCommand',
      input: {
        SourceTableName: 'club-dev',
        TargetTableName: 'club-dev-drill-x',
        UseLatestRestorableTime: true,
        BillingModeOverride: 'PAY_PER_REQUEST',
        SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
      },
    });
    expect(sent.slice(1).every((command) => command.name === 'DescribeTableCommand' && command.input.TableName === 'club-dev-drill-x')).toBe(true);
    expect(describes).toBeGreaterThanOrEqual(2);

    sent.length = 0;
    describes = 0;
    const at = new Date('2026-11-26T09:00:00Z');
    await step.restore({ source: 'club-dev', target: 'club-dev-drill-y', at });
    expect(sent[0]!.input).toMatchObject({ RestoreDateTime: at });
    expect(sent[0]!.input.UseLatestRestorableTime).toBeUndefined();
  }, 20_000);
});
