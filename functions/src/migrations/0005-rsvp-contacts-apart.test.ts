import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { describe, expect, it } from 'vitest';
import { TABLE } from '@club/shared';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';
import { eventData } from '../features/events/data.js';
import { rsvpContactsApart } from './0005-rsvp-contacts-apart.js';
import { runMigrations } from './runner.js';

const raw = async (pk: string, sk: string) =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: { [TABLE.partitionKey]: pk, [TABLE.sortKey]: sk }, ConsistentRead: true }),
    )
  ).Item;

describe('0005-rsvp-contacts-apart', () => {
  it('moves a legacy emergency contact to its expiring item and drops e-mails copied without consent, once', async () => {
    const { events, rsvps } = eventData();
    const endTime = '2030-01-14T21:30:00.000Z';
    await events
      .build(PutItemCommand)
      .item({
        id: 'mig-ev',
        title: 'Old dinner',
        type: 'networking',
        startTime: '2030-01-14T18:30:00.000Z',
        endTime,
        timeZone: 'Asia/Kolkata',
        isVirtual: false,
        isGated: false,
        isActive: true,
        listing: 'active',
        createdBy: 'host',
      })
      .send();
    const base = { eventId: 'mig-ev', status: 'confirmed' as const, memberName: 'Old Member' };
    await rsvps
      .build(PutItemCommand)
      .item({ ...base, memberId: 'm1', id: 'r1', memberEmail: 'm1@example.com', emergencyContact: 'Ravi +91 90000 00000' })
      .send();
    await rsvps
      .build(PutItemCommand)
      .item({ ...base, memberId: 'm2', id: 'r2', memberEmail: 'm2@example.com' })
      .send();
    await rsvps
      .build(PutItemCommand)
      .item({ ...base, memberId: 'm3', id: 'r3', memberEmail: 'm3@example.com', shareEmail: true })
      .send();
    await rsvps
      .build(PutItemCommand)
      .item({ ...base, eventId: 'gone-ev', memberId: 'm4', id: 'r4', emergencyContact: 'Old contact' })
      .send();

    await runMigrations({ migrations: [rsvpContactsApart] });

    const m1 = await raw('EVENT#mig-ev', 'RSVP#m1');
    expect(m1).toMatchObject({ shareEmail: false, hasEmergencyContact: true });
    expect(m1!.emergencyContact).toBeUndefined();
    expect(m1!.memberEmail).toBeUndefined();
    expect(await raw('EVENT#mig-ev', 'CONTACT#m1')).toMatchObject({
      emergencyContact: 'Ravi +91 90000 00000',
      [TABLE.ttlAttribute]: Date.parse(endTime) / 1000 + 7 * 24 * 3600,
    });
    const m2 = await raw('EVENT#mig-ev', 'RSVP#m2');
    expect(m2).toMatchObject({ shareEmail: false });
    expect(m2!.memberEmail).toBeUndefined();
    expect(await raw('EVENT#mig-ev', 'RSVP#m3')).toMatchObject({ shareEmail: true, memberEmail: 'm3@example.com' });
    // The event is gone: the contact is dropped, not kept forever.
    const m4 = await raw('EVENT#gone-ev', 'RSVP#m4');
    expect(m4!.emergencyContact).toBeUndefined();
    expect(m4!.hasEmergencyContact).toBeUndefined();
    expect(await raw('EVENT#gone-ev', 'CONTACT#m4')).toBeUndefined();

    const before = await raw('EVENT#mig-ev', 'RSVP#m1');
    await runMigrations({ migrations: [{ ...rsvpContactsApart, id: '0003-rsvp-contacts-apart-again' }] });
    expect(await raw('EVENT#mig-ev', 'RSVP#m1')).toEqual(before);
  });
});
