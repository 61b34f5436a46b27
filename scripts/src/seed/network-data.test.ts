import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { tiesInStatus } from '@club/functions/features/network/entities/connection';
import { pairKey } from '@club/functions/features/network/entities/connection-pair';
import { requestsFrom } from '@club/functions/features/network/entities/connection-request';
import { getMany } from '@club/functions/platform/db/get-together';
import { INTRODUCTIONS } from '@club/functions/features/network/entities/introduction';
import { nudgesOf } from '@club/functions/features/network/entities/smart-nudge';
import { travelPlansOf } from '@club/functions/features/network/entities/travel-plan';
import { queryAll } from '@club/functions/platform/db/pages';
import { networkData } from '@club/functions/features/network/data';
import { TRAVEL_PLANS_COUNTER } from '@club/functions/features/network/travel';
import { memberScope, readCounters } from '@club/functions/features/stats/counters';
import { INTRO_STATUSES, NUDGE_TYPES } from '@club/shared';
import { demoMembers } from './demo-data.js';
import { seedDemoData } from './seed-demo-data.js';

beforeAll(() => useSeededDemoTable('seed-network'));

const asc = { ascending: true } as const;

/** Every network item of the demo members, to compare two runs. */
async function snapshot() {
  const { connections, connectionRequests, introductions, travelPlans, smartNudges } = networkData();
  const ties = await queryAll(connections, tiesInStatus('active'), asc);
  const intros = await queryAll(introductions, INTRODUCTIONS, asc);
  const plans = (await Promise.all(demoMembers.map((m) => queryAll(travelPlans, travelPlansOf(m.id), asc)))).flat();
  const requests = (await Promise.all(demoMembers.map((m) => queryAll(connectionRequests, requestsFrom(m.id, 'requested'), asc)))).flat();
  const nudges = (await Promise.all(demoMembers.map((m) => queryAll(smartNudges, nudgesOf(m.id), asc)))).flat();
  return { ties, intros, plans, requests, nudges };
}

describe('demo network', () => {
  it('forms a believable graph with requests, introductions in every status, travel plans and nudges from the job; a second run changes nothing', async () => {
    const first = await snapshot();
    const degree = new Map<string, number>();
    for (const tie of first.ties) degree.set(tie.memberId, (degree.get(tie.memberId) ?? 0) + 1);
    for (const member of demoMembers) {
      expect(degree.get(member.id) ?? 0, member.id).toBeGreaterThanOrEqual(3);
      expect(degree.get(member.id) ?? 0, member.id).toBeLessThanOrEqual(15);
    }
    // Strength comes from shared history (events, replies, introductions), not all 1.
    expect(Math.max(...first.ties.map((t) => t.strength))).toBeGreaterThan(1);
    expect(first.ties.some((t) => t.introducedBy)).toBe(true);
    expect(first.requests.length).toBeGreaterThanOrEqual(5);
    // Each waiting request and tie has its pair guard, as the routes write them.
    const { connectionPairs } = networkData();
    const requestPairs = await getMany(
      connectionPairs,
      first.requests.map((r) => pairKey(r.fromUserId, r.toUserId)),
    );
    expect(requestPairs.map((p) => [p.state, p.fromUserId]).sort()).toEqual(first.requests.map((r) => ['requested', r.fromUserId]).sort());
    const tiePairs = await getMany(
      connectionPairs,
      first.ties.filter((t) => t.memberId < t.otherId).map((t) => pairKey(t.memberId, t.otherId)),
    );
    expect(tiePairs.length).toBe(first.ties.length / 2);
    expect(tiePairs.every((p) => p.state === 'connected')).toBe(true);
    expect(new Set(first.intros.map((i) => i.status))).toEqual(new Set(INTRO_STATUSES));
    expect(new Set(first.plans.map((p) => p.city))).toEqual(new Set(['Dubai', 'Singapore', 'Dallas', 'Hyderabad']));
    // Each member's travel-plan counter (the cap's guard) equals the plans they hold.
    for (const member of demoMembers) {
      const held = first.plans.filter((p) => p.userId === member.id).length;
      if (held) expect((await readCounters(memberScope(member.id)))[TRAVEL_PLANS_COUNTER], member.id).toBe(held);
    }
    expect(new Set(first.nudges.map((n) => n.type))).toEqual(new Set(NUDGE_TYPES));
    expect(first.nudges.filter((n) => n.memberId === 'demo-ramesh-reddy').length).toBeGreaterThanOrEqual(3);

    await seedDemoData();
    const second = await snapshot();
    const sorted = <T>(items: T[]) => items.map((item) => JSON.stringify(item)).sort();
    expect(sorted(second.ties)).toEqual(sorted(first.ties));
    expect(sorted(second.intros)).toEqual(sorted(first.intros));
    expect(sorted(second.plans)).toEqual(sorted(first.plans));
    expect(sorted(second.requests)).toEqual(sorted(first.requests));
    expect(sorted(second.nudges)).toEqual(sorted(first.nudges));
  }, 600_000);
});
