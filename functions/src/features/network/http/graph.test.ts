import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as getEgoGraph } from './get-ego-graph.js';
import { handler as getNetworkStats } from './get-network-stats.js';
import { handler as listConnections } from './list-connections.js';
import { handler as listSecondDegree } from './list-second-degree.js';
import { handler as listThirdDegree } from './list-third-degree.js';
import { connect, ids } from '../../../test/network.js';

/**
 *   me — a, b, c (direct)
 *   a — x, y;  b — x, y;  c — x       (2nd degree: x by 3 mutuals, y by 2)
 *   a — b                              (a tie among direct connections)
 *   x — z;  y — z, w                   (3rd degree: z through x and y, w through y)
 */
let me: SignedIn;
let a: SignedIn, b: SignedIn, c: SignedIn, x: SignedIn, y: SignedIn, z: SignedIn, w: SignedIn;

beforeAll(async () => {
  me = await signIn('Me');
  [a, b, c, x, y, z, w] = (await Promise.all(['A', 'B', 'C', 'X', 'Y', 'Z', 'W'].map((name) => signIn(name)))) as [
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
  ];
  for (const [from, to] of [
    [a, me],
    [b, me],
    [c, me],
    [x, a],
    [y, a],
    [x, b],
    [y, b],
    [x, c],
    [a, b],
    [z, x],
    [z, y],
    [w, y],
  ] as const) {
    await connect(from, to);
  }
});

async function measured(call: () => Promise<{ statusCode: number; json: any }>) {
  const counter = countDynamoCommands();
  const answer = await call();
  const rounds = counter.rounds();
  const counts = counter.counts();
  counter.stop();
  return { answer, rounds, counts };
}

describe('2nd and 3rd degree', () => {
  it('lists 2nd degree with exact mutual counts, most first, in 2 rounds after sign-in', async () => {
    const { answer, rounds, counts } = await measured(() => me.call(listSecondDegree, routes.listSecondDegree));
    expect(answer.statusCode).toBe(200);
    expect(answer.json.map((m: any) => [m.id, m.mutualConnections, m.degree])).toEqual([
      [x.id, 3, 2],
      [y.id, 2, 2],
    ]);
    expect(answer.json[0].introducedBy).toBeDefined();
    expect([a.id, b.id, c.id]).toContain(answer.json[0].introducedBy);
    expect(answer.json[0].path).toHaveLength(1);
    expect(answer.json[0].toUser).toMatchObject({ id: x.id, firstName: 'X' });
    // One auth round, then: my ties + my interests, then 3 connections' ties in parallel.
    expect(rounds).toBe(3);
    expect(counts.ScanCommand).toBeUndefined();
  });

  it('lists 3rd degree with paths through the 2nd degree, in 3 rounds after sign-in', async () => {
    const { answer, rounds } = await measured(() => me.call(listThirdDegree, routes.listThirdDegree));
    expect(answer.json.map((m: any) => [m.id, m.mutualConnections, m.degree])).toEqual([
      [z.id, 2, 3],
      [w.id, 1, 3],
    ]);
    const path = answer.json[1].path.map((p: { id: string }) => p.id);
    expect(path[1]).toBe(y.id);
    expect([a.id, b.id]).toContain(path[0]);
    expect(rounds).toBe(4);
  });

  it('counts every degree in the stats, and draws the ego graph with ties among direct connections', async () => {
    expect((await me.call(getNetworkStats, routes.getNetworkStats)).json).toMatchObject({ firstDegree: 3, secondDegree: 2, thirdDegree: 2 });
    const graph = (await me.call(getEgoGraph, routes.getEgoGraph)).json;
    expect(graph.nodes.map((n: any) => [n.id, n.degree]).sort()).toEqual(
      [
        [me.id, 0],
        [a.id, 1],
        [b.id, 1],
        [c.id, 1],
        [x.id, 2],
        [y.id, 2],
      ].sort(),
    );
    const tie = (p: SignedIn, q: SignedIn) =>
      graph.edges.some((e: any) => (e.source === p.id && e.target === q.id) || (e.source === q.id && e.target === p.id));
    expect(tie(me, a) && tie(a, b) && tie(c, x) && tie(b, y)).toBe(true);
    expect(tie(x, z)).toBe(false);
    expect(graph.edges).toHaveLength(3 + 1 + 5);
    expect(graph.omittedSecondDegree).toBe(0);
  });

  it('lists direct connections with one Query of ties and one BatchGet of members', async () => {
    const { answer, counts } = await measured(() => me.call(listConnections, routes.listConnections));
    expect(ids(answer.json).sort()).toEqual([a.id, b.id, c.id].sort());
    // Mutual counts of direct ties are stored at accept (a and b met later) and refreshed by the smart-nudges job.
    expect(answer.json.find((m: any) => m.id === b.id).mutualConnections).toBe(0);
    expect(counts).toMatchObject({ QueryCommand: 1, BatchGetItemCommand: 1 });
  });
});
