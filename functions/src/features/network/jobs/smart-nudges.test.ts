import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NUDGE_TYPES, routes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { getDocumentClient } from '../../../platform/db/client.js';
import { nudgesOf } from '../entities/smart-nudge.js';
import { queryAll } from '../../../platform/db/pages.js';
import { companyData } from '../../companies/data.js';
import { eventData } from '../../events/data.js';
import { memberData } from '../../members/data.js';
import { networkData } from '../data.js';
import { marketplaceData } from '../../marketplace/data.js';
import { runSmartNudges } from '../nudge-job.js';
import { handler as blockMember } from '../http/block-member.js';
import { handler as createTravelPlan } from '../http/create-travel-plan.js';
import { handler as dismissSmartNudge } from '../http/dismiss-smart-nudge.js';
import { handler as actOnSmartNudge } from '../http/act-on-smart-nudge.js';
import { handler as listConnections } from '../http/list-connections.js';
import { handler as listSmartNudges } from '../http/list-smart-nudges.js';
import { connect } from '../../../test/network.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler } from './smart-nudges.js';

let me: SignedIn, ravi: SignedIn, lakshmi: SignedIn, suresh: SignedIn, anil: SignedIn;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function nudges(member: SignedIn): Promise<
  {
    id: string;
    type: string;
    priority: number;
    metadata: Record<string, string>;
    actionUrl?: string;
  }[]
> {
  const answer = await member.call(listSmartNudges, routes.listSmartNudges, {
    query: { limit: '50' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json;
}
const stored = (memberId: string) => queryAll(networkData().smartNudges, nudgesOf(memberId));
const checkpoint = async () => (await networkData().scheduleCheckpoints.build(GetItemCommand).key({ schedule: 'smart-nudges' }).send()).Item;

beforeAll(async () => {
  [me, ravi, lakshmi, suresh, anil] = (await Promise.all(['Me', 'Ravi', 'Lakshmi', 'Suresh', 'Anil'].map((name) => signIn(name)))) as [
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
  ];
  const { companies } = companyData();
  const { tradeListings } = marketplaceData();
  const { events } = eventData();
  const { members } = memberData();
  await Promise.all([
    companies
      .build(PutItemCommand)
      .item({
        id: 'co-deccan',
        name: 'Deccan Foods',
        industry: 'Agriculture',
        country: 'India',
        hsCodes: ['1006'],
      })
      .send(),
    companies
      .build(PutItemCommand)
      .item({
        id: 'co-godavari',
        name: 'Godavari Rice Mills',
        industry: 'Agriculture',
        country: 'India',
        hsCodes: ['1006'],
      })
      .send(),
  ]);
  const isMember = { condition: { attr: 'id', exists: true } } as const;
  await members
    .build(UpdateItemCommand)
    .item({ id: me.id, companyId: 'co-deccan', chapters: $set(['Telangana']) })
    .options(isMember)
    .send();
  await members
    .build(UpdateItemCommand)
    .item({ id: anil.id, companyId: 'co-godavari', chapters: $set(['USA']) })
    .options(isMember)
    .send();
  await Promise.all([
    tradeListings
      .build(PutItemCommand)
      .item({
        id: 'l-import',
        kind: 'import',
        title: 'Basmati rice, 500 t',
        description: 'Monthly',
        hsCode: '1006.30',
        companyId: 'co-deccan',
        postedBy: me.id,
      })
      .send(),
    tradeListings
      .build(PutItemCommand)
      .item({
        id: 'l-export',
        kind: 'export',
        title: 'Sona Masoori rice',
        description: 'Kakinada port',
        hsCode: '100630',
        companyId: 'co-godavari',
        postedBy: anil.id,
      })
      .send(),
  ]);
  const start = new Date(`${day(11)}T14:00:00.000Z`);
  await events
    .build(PutItemCommand)
    .item({
      id: 'ev-dubai',
      title: 'Gulf Rice Traders Evening',
      type: 'networking',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      timeZone: 'Asia/Dubai',
      city: 'Dubai',
      country: 'UAE',
      isVirtual: false,
      isGated: false,
      isActive: true,
      listing: 'active',
      createdBy: suresh.id,
      tags: ['trade'],
    })
    .send();
  await connect(me, ravi);
  await connect(ravi, suresh);
  await connect(me, lakshmi);
  await connect(ravi, lakshmi);
  await me.call(createTravelPlan, routes.createTravelPlan, {
    body: {
      city: 'Dubai',
      country: 'UAE',
      startDate: day(10),
      endDate: day(14),
      isPublic: false,
    },
  });
  await ravi.call(createTravelPlan, routes.createTravelPlan, {
    body: {
      city: 'Dubai',
      country: 'UAE',
      startDate: day(12),
      endDate: day(16),
      purpose: 'Gulfood',
      isPublic: false,
    },
  });
});

describe('the smart-nudges job', () => {
  it('writes a nudge of every type, each with priority, message, action and expiry; the list shows the highest priority first', async () => {
    const result = await handler({}, { getRemainingTimeInMillis: () => 600_000 });
    expect(result).toMatchObject({ done: true, resumed: false });
    const mine = await nudges(me);
    expect(new Set(mine.map((n) => n.type))).toEqual(new Set(NUDGE_TYPES));
    expect(mine.map((n) => n.priority)).toEqual([...mine.map((n) => n.priority)].sort((a, b) => b - a));
    const byType = Object.fromEntries(mine.map((n) => [n.type, n]));
    expect(byType.location_overlap!.metadata.memberId).toBe(ravi.id);
    expect(byType.introduction_suggestion).toMatchObject({
      metadata: { memberId: suresh.id, introducerId: ravi.id },
    });
    expect(byType.introduction_suggestion!.actionUrl).toBe(`/network-graph?tab=second-degree&intro=${suresh.id}&via=${ravi.id}`);
    expect(byType.mutual_interest!.metadata.memberId).toBe(anil.id);
    expect(byType.event_recommendation!.metadata.eventId).toBe('ev-dubai');
    expect(byType.business_opportunity!.metadata.otherListingId).toBe('l-export');
  });

  it('refreshes ties: mutual counts and interests the accept could not know', async () => {
    const ties = (await me.call(listConnections, routes.listConnections)).json;
    expect(ties.find((t: { id: string }) => t.id === lakshmi.id).mutualConnections).toBe(1);
    expect(ties.find((t: { id: string }) => t.id === ravi.id).mutualConnections).toBe(1);
  });

  it('is idempotent: a rerun writes nothing and makes no duplicates', async () => {
    const before = await stored(me.id);
    const again = await runSmartNudges();
    expect(again).toMatchObject({
      done: true,
      nudgesWritten: 0,
      nudgesRemoved: 0,
      edgesUpdated: 0,
      profilesUpdated: 0,
    });
    const after = await stored(me.id);
    expect(after.map((n) => n.id).sort()).toEqual(before.map((n) => n.id).sort());
  });

  it('keeps a dismissed nudge dismissed, and an acted-on one out of the strip, across reruns', async () => {
    const [first, second] = await nudges(me);
    expect(
      (
        await me.call(dismissSmartNudge, routes.dismissSmartNudge, {
          params: { id: first!.id },
        })
      ).json,
    ).toMatchObject({ state: 'dismissed' });
    expect(
      (
        await me.call(actOnSmartNudge, routes.actOnSmartNudge, {
          params: { id: second!.id },
        })
      ).json,
    ).toMatchObject({ state: 'actioned', isActioned: true });
    expect(
      (
        await me.call(actOnSmartNudge, routes.actOnSmartNudge, {
          params: { id: first!.id },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await ravi.call(dismissSmartNudge, routes.dismissSmartNudge, {
          params: { id: first!.id },
        })
      ).statusCode,
    ).toBe(404);
    await runSmartNudges();
    const ids = (await nudges(me)).map((n) => n.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
    const kept = await stored(me.id);
    expect(kept.find((n) => n.id === first!.id)?.state).toBe('dismissed');
    expect(kept.filter((n) => n.id === first!.id)).toHaveLength(1);
  });

  it('pages and checkpoints: a run out of time stops after a page and the next run resumes there', async () => {
    const stopped = await runSmartNudges({ pageSize: 2, remainingMs: () => 0 });
    expect(stopped).toMatchObject({ done: false, members: 2 });
    expect((await checkpoint())?.processed).toBe(2);
    const resumed = await runSmartNudges({ pageSize: 2 });
    expect(resumed.resumed).toBe(true);
    expect(resumed.done).toBe(true);
    expect(stopped.members + resumed.members).toBeGreaterThanOrEqual(5);
    expect(await checkpoint()).toBeUndefined();
  });

  it('forgets nudges about a member once blocked, and never brings them back', async () => {
    await me.call(blockMember, routes.blockMember, {
      params: { memberId: anil.id },
    });
    const named = (list: { metadata: Record<string, string> }[]) => list.filter((n) => Object.values(n.metadata).includes(anil.id));
    expect(named(await nudges(me))).toEqual([]);
    expect(named(await nudges(anil)).filter((n) => Object.values(n.metadata).includes(me.id))).toEqual([]);
    await runSmartNudges();
    expect(named(await nudges(me))).toEqual([]);
    expect((await nudges(anil)).filter((n) => Object.values(n.metadata).includes(me.id))).toEqual([]);
  });

  it('logs a failed run with its error and fails the invocation, so Lambda retries it', async () => {
    const dynamo = mockClient(getDocumentClient());
    dynamo.onAnyCommand().rejects(new Error('ProvisionedThroughputExceededException'));
    const level = process.env.POWERTOOLS_LOG_LEVEL;
    process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(handler({}, { getRemainingTimeInMillis: () => 600_000 })).rejects.toThrow(/ProvisionedThroughputExceededException/);
      const entries = written.mock.calls.map(
        ([line]) =>
          JSON.parse(String(line)) as {
            message: string;
            error?: { message: string; stack: string };
          },
      );
      expect(entries).toContainEqual(
        expect.objectContaining({
          message: 'smart-nudges failed',
          error: expect.objectContaining({
            message: expect.stringContaining('ProvisionedThroughputExceededException'),
          }),
        }),
      );
    } finally {
      written.mockRestore();
      process.env.POWERTOOLS_LOG_LEVEL = level;
      dynamo.restore();
    }
  });
});
