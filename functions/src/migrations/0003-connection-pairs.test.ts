import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { describe, expect, it } from 'vitest';
import { readCounters, memberScope } from '../features/stats/counters.js';
import { pairKey } from '../features/network/entities/connection-pair.js';
import { putAll } from '../platform/db/batch-write.js';
import { counterData } from '../features/stats/data.js';
import { networkData } from '../features/network/data.js';
import { connectionPairs } from './0003-connection-pairs.js';
import { runMigrations } from './runner.js';

const edge = (memberId: string, otherId: string, status: 'active' | 'blocked') => ({
  memberId,
  otherId,
  status,
  connectedAt: '2026-01-01T00:00:00.000Z',
  otherFirstName: otherId,
  otherLastName: 'Reddy',
});
const request = (fromUserId: string, toUserId: string, createdAt = '2026-02-01T00:00:00.000Z') => ({
  fromUserId,
  toUserId,
  status: 'requested' as const,
  fromFirstName: fromUserId,
  fromLastName: 'Reddy',
  toFirstName: toUserId,
  toLastName: 'Reddy',
  createdAt,
});

describe('0003-connection-pairs', () => {
  it('adds the pair of every tie and waiting request, closes requests the mutual race left behind with their counts, once', async () => {
    const { connections, connectionRequests, connectionPairs: pairs } = networkData();
    // As stored before pair items: a tie, a block, a waiting request, two mutual requests, and a request left waiting after its pair connected.
    await putAll(connections, [
      edge('m-a', 'm-b', 'active'),
      edge('m-b', 'm-a', 'active'),
      edge('m-c', 'm-d', 'blocked'),
      edge('m-d', 'm-c', 'blocked'),
      edge('m-i', 'm-j', 'active'),
      edge('m-j', 'm-i', 'active'),
    ]);
    for (const item of [request('m-e', 'm-f'), request('m-g', 'm-h'), request('m-h', 'm-g', '2026-02-02T00:00:00.000Z'), request('m-j', 'm-i')]) {
      await connectionRequests.build(PutItemCommand).item(item).send();
    }
    const counts: [string, string, number][] = [
      ['m-e', 'outgoing', 1],
      ['m-f', 'incoming', 1],
      ['m-g', 'outgoing', 1],
      ['m-g', 'incoming', 1],
      ['m-h', 'outgoing', 1],
      ['m-h', 'incoming', 1],
      ['m-j', 'outgoing', 1],
      ['m-i', 'incoming', 1],
    ];
    await putAll(
      counterData().counters,
      counts.map(([id, name, count]) => ({ scope: memberScope(id), name: `network#${name}`, count })),
    );

    const first = await runMigrations({ migrations: [connectionPairs], pageSize: 3 });
    expect(first).toMatchObject({ done: true, applied: ['0003-connection-pairs'] });
    // 3 ties; 2 requests claim their pair, 2 are closed (the second of the mutual two, the one between connected members).
    expect(first.itemsTouched['0003-connection-pairs']).toBe(7);

    const pair = async (a: string, b: string) => (await pairs.build(GetItemCommand).key(pairKey(a, b)).options({ consistent: true }).send()).Item;
    expect(await pair('m-a', 'm-b')).toMatchObject({ state: 'connected' });
    expect(await pair('m-c', 'm-d')).toMatchObject({ state: 'blocked' });
    expect(await pair('m-e', 'm-f')).toMatchObject({ state: 'requested', fromUserId: 'm-e' });
    expect(await pair('m-i', 'm-j')).toMatchObject({ state: 'connected' });
    const mutual = await pair('m-g', 'm-h');
    expect(mutual).toMatchObject({ state: 'requested' });

    const status = async (from: string, to: string) =>
      (await connectionRequests.build(GetItemCommand).key({ fromUserId: from, toUserId: to }).options({ consistent: true }).send()).Item?.status;
    expect(await status('m-e', 'm-f')).toBe('requested');
    expect(await status('m-j', 'm-i')).toBe('active');
    const holder = mutual!.fromUserId!;
    const other = holder === 'm-g' ? 'm-h' : 'm-g';
    expect([await status(holder, other), await status(other, holder)]).toEqual(['requested', 'withdrawn']);

    const network = async (id: string) => {
      const all = await readCounters(memberScope(id));
      return { incoming: all['network#incoming'] ?? 0, outgoing: all['network#outgoing'] ?? 0 };
    };
    expect(await network('m-e')).toEqual({ incoming: 0, outgoing: 1 });
    expect(await network('m-j')).toEqual({ incoming: 0, outgoing: 0 });
    expect(await network('m-i')).toEqual({ incoming: 0, outgoing: 0 });
    expect(await network(holder)).toEqual({ incoming: 0, outgoing: 1 });
    expect(await network(other)).toEqual({ incoming: 1, outgoing: 0 });

    // Idempotent: run again (as a new id, since the runner skips an applied one), nothing changes.
    const again = await runMigrations({ migrations: [connectionPairs, { ...connectionPairs, id: '0004-connection-pairs-again' }] });
    expect(again).toMatchObject({ done: true, skipped: ['0003-connection-pairs'], itemsTouched: { '0004-connection-pairs-again': 0 } });
    expect(await network(holder)).toEqual({ incoming: 0, outgoing: 1 });
  });
});
