import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { DEFAULT_WATERMARK_TEMPLATE, type DealStatus } from '@club/shared';
import type { AccessRequestItem } from '@club/functions/features/deal-rooms/entities/access-request';
import type { DealItem } from '@club/functions/features/deal-rooms/entities/deal';
import type { DealEventItem } from '@club/functions/features/deal-rooms/entities/deal-event';
import type { RoomGrantItem } from '@club/functions/features/deal-rooms/entities/room-grant';
import { dealRoomData } from '@club/functions/features/deal-rooms/data';
import { grantNote } from '@club/functions/features/deal-rooms/grant-text';
import { DEMO_DEAL_STORIES } from './deal-stories.js';
import { investorData } from '@club/functions/features/investors/data';
import { memberData } from '@club/functions/features/members/data';
import { putAll } from '@club/functions/platform/db/batch-write';
import { getMany } from '@club/functions/platform/db/get-together';
import { personOf } from '@club/functions/features/members/people';

/** The demo deals: each is its demo opportunity's id (the files seed fills these rooms). */
export const DEMO_DEAL_IDS = ['opp-paisasetu', 'opp-aquasense', 'opp-clinicflow'] as const;
export type DemoDealId = (typeof DEMO_DEAL_IDS)[number];

interface DemoDeal {
  id: DemoDealId;
  status: DealStatus;
  /** The moves after opening, in order. */
  path: DealStatus[];
  details: Pick<DealItem, 'useOfFunds' | 'traction' | 'financials' | 'teamBios'>;
  /** [investor, days the grant runs from the seeding (negative: lapsed on a fixed past day), can download]. */
  grants: [string, 'live' | 'expired', boolean][];
  /** A pending access request: [member, message]. */
  request: [string, string];
}

export const demoDeals: DemoDeal[] = [
  {
    id: 'opp-paisasetu',
    status: 'term_sheet',
    path: ['due_diligence', 'term_sheet'],
    details: {
      useOfFunds: '60% lending book (co-lending with two NBFC partners), 25% underwriting and collections team, 15% expansion to Andhra Pradesh.',
      traction: DEMO_DEAL_STORIES['opp-paisasetu'].traction,
      financials: 'FY26 revenue ₹6.4 Cr (net interest and fees), contribution positive since March 2026, 14 months of runway.',
      teamBios:
        'Sai Kiran Boppana (ex-credit risk, a large private bank); CTO from a UPI payments company; head of collections with 12 years in rural lending.',
    },
    grants: [
      ['demo-swathi-bandaru', 'live', true],
      ['demo-chandra-sekhar-vemuri', 'expired', false],
    ],
    request: ['demo-naveen-kolli', 'Interested in joining the seed round alongside Kaveri Ventures.'],
  },
  {
    id: 'opp-aquasense',
    status: 'due_diligence',
    path: ['due_diligence'],
    details: {
      useOfFunds: 'Manufacturing 2,000 more sensor kits, a service network in Krishna district, and working capital for pay-per-crop billing.',
      traction: DEMO_DEAL_STORIES['opp-aquasense'].traction,
      financials: '₹2.1 Cr revenue in the last twelve months; gross margin 41% on kits, 68% on the subscription.',
    },
    grants: [
      ['demo-divya-tummala', 'live', false],
      ['demo-srinivas-chowdary', 'expired', true],
    ],
    request: ['demo-kavitha-devineni', 'Could I see the farmer renewal data before our call?'],
  },
  {
    id: 'opp-clinicflow',
    status: 'active',
    path: [],
    details: {
      useOfFunds: 'Sales team for Oklahoma and Louisiana, payer integrations, SOC 2 Type II.',
      traction: DEMO_DEAL_STORIES['opp-clinicflow'].traction,
      financials: 'FY26 revenue $1.4M, ARR $2.1M at year end; gross margin 74%; $1.9M cash before the round.',
    },
    grants: [
      ['demo-raghu-ram-pinnamaneni', 'live', true],
      ['demo-swathi-bandaru', 'expired', false],
    ],
    request: ['demo-keerthi-ravuri', 'We back Dallas–Hyderabad teams; would love to see the room.'],
  },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Fixed past times (identical on every run): the deals opened in late October 2026. */
const OPENED = Date.UTC(2026, 9, 24, 5, 30);
const iso = (ms: number) => new Date(ms).toISOString();
/** A lapsed grant's last day: fixed, in the past. */
const LAPSED_ON = '2026-11-10';
/** A live grant runs this many days from the day it is first seeded. */
const LIVE_DAYS = 120;
const liveUntil = () => new Date(Date.now() + LIVE_DAYS * DAY).toISOString().slice(0, 10);

/**
 * Three demo deals on demo opportunities, in three pipeline stages, each with
 * its room, a timeline, grants to two demo investors (one lapsed) and one
 * pending access request; the opportunities point at their rooms. Idempotent:
 * fixed ids and times, and a deal already stored is left as it is (members'
 * own changes stay); its item is written last, so a seed cut short writes the
 * whole deal again on the next run.
 */
export async function seedDealRooms(): Promise<{ deals: number }> {
  const { deals, dealEvents, roomGrants, accessRequests } = dealRoomData();
  const { opportunities } = investorData();
  const stored = new Set(
    (
      await getMany(
        deals,
        DEMO_DEAL_IDS.map((id) => ({ id })),
      )
    ).map((deal) => deal.id),
  );
  const todo = demoDeals.filter((deal) => !stored.has(deal.id));
  if (!todo.length) return { deals: DEMO_DEAL_IDS.length };

  const opportunityItems = await getMany(
    opportunities,
    todo.map(({ id }) => ({ id })),
  );
  const people = [...new Set([...opportunityItems.map((o) => o.createdBy), ...todo.flatMap((d) => [...d.grants.map(([id]) => id), d.request[0]])])];
  const members = new Map(
    (
      await getMany(
        memberData().members,
        people.map((id) => ({ id })),
      )
    ).map((member) => [member.id, personOf(member)]),
  );
  const person = (id: string) => {
    const found = members.get(id);
    if (!found) throw new Error(`Unknown demo member ${id}`);
    return found;
  };

  for (const [index, demo] of todo.entries()) {
    const opportunity = opportunityItems.find((o) => o.id === demo.id);
    if (!opportunity) throw new Error(`Unknown demo opportunity ${demo.id}`);
    const founder = person(opportunity.createdBy);
    const opened = OPENED + index * 2 * DAY;
    const at = (hours: number) => iso(opened + hours * HOUR);
    const events: DealEventItem[] = [];
    const event = (hours: number, fields: Omit<DealEventItem, 'dealId' | 'createdAt' | 'id' | 'actor' | 'updatedAt'>, actor = founder) =>
      events.push({
        dealId: demo.id,
        createdAt: at(hours),
        id: `${demo.id}-event-${events.length + 1}`,
        actor,
        updatedAt: at(hours),
        ...fields,
      } as DealEventItem);

    event(0, { kind: 'opened', to: 'active' });
    const grants: RoomGrantItem[] = demo.grants.map(([memberId, standing, canDownload], n) => {
      const grantedAt = at(24 + n * 6);
      const expiresOn = standing === 'live' ? liveUntil() : LAPSED_ON;
      const grantee = person(memberId);
      event(24 + n * 6, {
        kind: 'granted',
        subject: `${grantee.firstName} ${grantee.lastName}`,
        note: grantNote(canDownload, expiresOn),
      });
      return {
        dealId: demo.id,
        memberId,
        member: grantee,
        canDownload,
        expiresOn,
        grantedBy: founder.id,
        grantedAt,
        createdAt: grantedAt,
        updatedAt: grantedAt,
      } as RoomGrantItem;
    });
    let from: DealStatus = 'active';
    let statusChangedAt = at(0);
    for (const [n, to] of demo.path.entries()) {
      statusChangedAt = at(72 + n * 96);
      event(72 + n * 96, { kind: 'status', from, to });
      from = to;
    }
    const [requesterId, message] = demo.request;
    const requester = person(requesterId);
    const request = {
      dealId: demo.id,
      memberId: requesterId,
      member: requester,
      message,
      status: 'pending',
      createdAt: at(300),
      updatedAt: at(300),
    } as AccessRequestItem;
    event(300, { kind: 'requested', subject: `${requester.firstName} ${requester.lastName}`, note: message }, requester);

    const deal = {
      id: demo.id,
      founderId: founder.id,
      founder,
      title: opportunity.title,
      ...(opportunity.description ? { description: opportunity.description } : {}),
      stage: opportunity.stage,
      ...(opportunity.industry ? { industry: opportunity.industry } : {}),
      ...(opportunity.targetAmount !== undefined ? { raiseSizeTarget: opportunity.targetAmount } : {}),
      ...(opportunity.valuation !== undefined ? { valuation: opportunity.valuation } : {}),
      ...(opportunity.currency ? { currency: opportunity.currency } : {}),
      status: demo.status,
      statusChangedAt,
      ...demo.details,
      roomName: `${opportunity.title} data room`,
      roomDescription: `Diligence documents for the ${opportunity.title} round: deck, financial summary and cap table.`,
      watermarkTemplate: DEFAULT_WATERMARK_TEMPLATE,
      isActive: true,
      deckOpenToDealFlow: demo.id === 'opp-paisasetu',
      bytesUsed: 0,
      fileCount: 0,
      createdAt: at(0),
      updatedAt: statusChangedAt,
    } as DealItem;

    await putAll(dealEvents, events);
    await putAll(roomGrants, grants);
    await putAll(accessRequests, [request]);
    await opportunities
      .build(UpdateItemCommand)
      .item({ id: demo.id, dataRoomId: demo.id, deckOpenToDealFlow: deal.deckOpenToDealFlow })
      .options({ condition: { attr: 'id', exists: true } })
      .send();
    // Last: its presence says the whole deal is stored.
    await putAll(deals, [deal]);
  }
  return { deals: DEMO_DEAL_IDS.length };
}
