import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { dealRoomData } from '@club/functions/features/deal-rooms/data';
import { investorData } from '@club/functions/features/investors/data';
import { grantsOfDeal } from '@club/functions/features/deal-rooms/entities/room-grant';
import { requestsOfDeal } from '@club/functions/features/deal-rooms/entities/access-request';
import { eventsOfDeal } from '@club/functions/features/deal-rooms/entities/deal-event';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { roomAccessOf } from '@club/functions/features/deal-rooms/access';
import { toDeal, toEvent, toGrant, toRequest } from '@club/functions/features/deal-rooms/records';
import { DEMO_DEAL_IDS, seedDealRooms } from './deal-rooms.js';

beforeAll(() => useSeededDemoTable('seed-deals'));

async function snapshot() {
  const { deals, roomGrants, accessRequests, dealEvents } = dealRoomData();
  const dealList = await getMany(
    deals,
    DEMO_DEAL_IDS.map((id) => ({ id })),
    { consistent: true },
  );
  const rest = await Promise.all(
    DEMO_DEAL_IDS.map(async (id) => ({
      grants: await queryAll(roomGrants, grantsOfDeal(id), { ascending: true }),
      requests: await queryAll(accessRequests, requestsOfDeal(id), { ascending: true }),
      events: await queryAll(dealEvents, eventsOfDeal(id), { ascending: true }),
    })),
  );
  return { dealList: dealList.sort((a, b) => a.id.localeCompare(b.id)), rest };
}

describe('demo deal rooms', () => {
  it('three deals in three stages, two grants each (one lapsed), a pending request each; a second run changes nothing', async () => {
    const first = await snapshot();
    expect(first.dealList.map((deal) => deal.status).sort()).toEqual(['active', 'due_diligence', 'term_sheet']);
    const now = new Date();
    for (const [index, deal] of first.dealList.entries()) {
      expect(() => toDeal(deal, roomAccessOf(deal, undefined, { id: deal.founderId, role: 'member' }, now)), deal.id).not.toThrow();
      const { grants, requests, events } = first.rest[DEMO_DEAL_IDS.indexOf(deal.id as never)]!;
      expect(grants.map((grant) => toGrant(grant).status).sort(), deal.id).toEqual(['active', 'expired']);
      expect(requests.map((request) => toRequest(request).status)).toEqual(['pending']);
      expect(events.map((event) => toEvent(event).kind)[0]).toBe('opened');
      // A lapsed grantee gets nothing; a live one opens the room.
      const [live, lapsed] = [grants.find((g) => toGrant(g).status === 'active')!, grants.find((g) => toGrant(g).status === 'expired')!];
      expect(roomAccessOf(deal, live, { id: live.memberId, role: 'member' }, now).canView).toBe(true);
      expect(roomAccessOf(deal, lapsed, { id: lapsed.memberId, role: 'member' }, now).canView).toBe(false);
      const { Item } = await investorData().opportunities.build(GetItemCommand).key({ id: deal.id }).send();
      expect(Item?.dataRoomId, `${index}`).toBe(deal.id);
    }
    await seedDealRooms();
    expect(await snapshot()).toEqual(first);
  }, 300_000);
});
