import { describe, expect, it } from 'vitest';
import { NETWORK_LIMITS, routes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { cmDayCounter } from '../features/cm-office/requests.js';
import { TRAVEL_PLANS_COUNTER, travelPlanItem } from '../features/network/travel.js';
import { memberScope, readCounters } from '../features/stats/counters.js';
import { handler as createTravelPlan } from '../features/network/http/create-travel-plan.js';
import { signIn } from '../test/signed-in.js';
import { putAll } from '../platform/db/batch-write.js';
import { cmOfficeData } from '../features/cm-office/data.js';
import { memberData } from '../features/members/data.js';
import { networkData } from '../features/network/data.js';
import { tradeConnectorData } from '../features/trade-connector/data.js';
import { memberCapsAndTradeConsent } from './0004-member-caps-and-trade-consent.js';
import { runMigrations } from './runner.js';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('0004-member-caps-and-trade-consent', () => {
  it('sets the cap counters from the stored data and drops trade contacts copied without consent, once', async () => {
    const [traveller, booker, requester, responder] = [await signIn('Traveller'), await signIn('Booker'), await signIn('Requester'), await signIn('Responder')];
    const person = { id: traveller.id, firstName: 'Traveller', lastName: 'Reddy' };
    // Stored before the cap had a counter: the member holds the cap already.
    await putAll(
      networkData().travelPlans,
      Array.from({ length: NETWORK_LIMITS.travelPlansMax }, (_, i) =>
        travelPlanItem(person, { city: `City ${i}`, country: 'India', startDate: future(3), endDate: future(4), isPublic: false }),
      ),
    );
    const day = future(9);
    const slot = { slotDate: day, slotStart: `${day}T05:30:00.000Z`, slotEnd: `${day}T06:00:00.000Z`, slotDuration: 30, slotLocation: 'Amaravati' };
    await putAll(cmOfficeData().cmRequests, [
      { id: 'mig4-booked', userId: booker.id, status: 'scheduled', slotId: 'mig4-slot-1', ...slot },
      { id: 'mig4-freed', userId: booker.id, status: 'declined', slotId: 'mig4-slot-2', ...slot },
    ]);
    await memberData().members.build(UpdateItemCommand).item({ id: responder.id, shareContact: true, phone: '+91 90000 00002' }).send();
    const contact = (id: string, phone: string) => ({ memberId: id, name: 'X Reddy', email: `${id}@example.com`, phone });
    await tradeConnectorData()
      .tradeConnections.build(PutItemCommand)
      .item({
        id: 'tc-mig4',
        status: 'accepted',
        listingId: 'l1',
        listing: { id: 'l1', kind: 'export', hsCode: '090421', title: 'Chilli', companyId: 'c1', companyName: 'C1', createdAt: '2026-01-01T00:00:00.000Z' },
        fromMemberId: requester.id,
        fromMemberName: 'Requester Reddy',
        toCompanyId: 'c1',
        toCompanyName: 'C1',
        requesterContact: contact(requester.id, '+91 90000 00001'),
        responderContact: contact(responder.id, '+91 90000 00002'),
        respondedById: responder.id,
        updatedAt: '2026-01-02T00:00:00.000Z',
      })
      .send();

    const first = await runMigrations({ migrations: [memberCapsAndTradeConsent], pageSize: 3 });
    expect(first).toMatchObject({ done: true, applied: ['0004-member-caps-and-trade-consent'] });

    expect((await readCounters(memberScope(traveller.id)))[TRAVEL_PLANS_COUNTER]).toBe(NETWORK_LIMITS.travelPlansMax);
    const refused = await traveller.call(createTravelPlan, routes.createTravelPlan, { body: { city: 'Dubai', country: 'UAE', isPublic: true } });
    expect(refused.statusCode).toBe(409);
    expect((await readCounters(memberScope(booker.id)))[cmDayCounter(day)]).toBe(1);

    const { Item } = await tradeConnectorData().tradeConnections.build(GetItemCommand).key({ id: 'tc-mig4' }).send();
    expect(Item).toMatchObject({ requesterShared: false, responderShared: true, updatedAt: '2026-01-02T00:00:00.000Z' });
    expect(Item!.requesterContact).toEqual({ memberId: requester.id, name: 'X Reddy' });
    expect(Item!.responderContact).toMatchObject({ email: `${responder.id}@example.com`, phone: '+91 90000 00002' });

    const second = await runMigrations({ migrations: [memberCapsAndTradeConsent] });
    expect(second).toMatchObject({ done: true, applied: [], skipped: ['0004-member-caps-and-trade-consent'] });
  });
});
