import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { memberSchema } from '@club/shared';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable } from '@club/functions/platform/db/table';
import { companyData } from '@club/functions/features/companies/data';
import { memberData } from '@club/functions/features/members/data';
import { BADGES, CHAPTERS, EVENT_TYPES, RSVP_STATUSES } from '@club/shared';
import { eventData } from '@club/functions/features/events/data';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { COMPANIES } from '@club/functions/features/companies/entities/company';
import { eventsListed } from '@club/functions/features/events/entities/event';
import { MEMBERS } from '@club/functions/features/members/entities/member';
import { rsvpsOfEvent, rsvpsOfMember } from '@club/functions/features/events/entities/rsvp';
import { queryAll } from '@club/functions/platform/db/pages';
import { readAdminCount } from '@club/functions/features/members/admin-guard';
import { memberAccounts } from '../local-idp/accounts.js';
import { demoStaff } from './demo-data.js';
import { seedDemoData } from './seed-demo-data.js';
import { seedDemoMails } from './mail-data.js';
import { mailData } from '@club/functions/features/mail/data';
import { outboxInStatus } from '@club/functions/platform/mail/entities/outbox-mail';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `seed-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
});

const allMembers = async () => queryAll(memberData().members, { index: 'gsi1', partition: MEMBERS });

describe('seedDemoData', () => {
  it('seeds at least 30 valid members across every chapter and badge, each with a company', async () => {
    await seedDemoData();
    const members = (await allMembers()).filter((m) => m.role === 'member');

    expect(members.length).toBeGreaterThanOrEqual(30);
    for (const member of members) expect(() => memberSchema.parse(member), member.id).not.toThrow();
    expect(new Set(members.flatMap((m) => m.chapters))).toEqual(new Set(CHAPTERS));
    expect(new Set(members.flatMap((m) => m.badges))).toEqual(new Set(BADGES));
    expect(members.filter((m) => m.verifiedAt).length).toBeGreaterThan(0);
    expect(members.filter((m) => !m.verifiedAt).length).toBeGreaterThan(0);
    const companyIds = new Set((await queryAll(companyData().companies, COMPANIES)).map((c) => c.id));
    for (const member of members) expect(companyIds.has(member.companyId!), member.id).toBe(true);
  }, 180_000);

  it('seeds the club’s staff member and admin, offered first and labelled on the local sign-in page, and every reputation', async () => {
    await seedDemoData();
    const staffRoles = (await allMembers()).filter((m) => m.role !== 'member').map((m) => [m.id, m.role]);
    expect(staffRoles.sort()).toEqual(demoStaff.map((person) => [person.id, person.role]).sort());
    // The admin guard counts the seeded admin, so the console's role changes keep it true.
    expect(await readAdminCount()).toBe(demoStaff.filter((person) => person.role === 'admin').length);

    const offered = await memberAccounts().list();
    expect(offered.slice(0, 2)).toEqual([
      expect.objectContaining({
        sub: 'demo-admin-venkat-rao',
        firstName: 'Venkat',
        lastName: 'Rao',
        role: 'admin',
        email: 'venkat.rao@teluguexecclub.example.com',
      }),
      expect.objectContaining({ sub: 'demo-staff-lakshmi-prasanna', role: 'staff' }),
    ]);
    expect(offered.filter((account) => account.sub === 'demo-admin-venkat-rao')).toHaveLength(1);
    expect(offered.slice(2).every((account) => account.role === undefined)).toBe(true);

    const reputation = (await memberData().reputations.build(GetItemCommand).key({ userId: 'demo-ramesh-reddy' }).send()).Item;
    expect(reputation).toMatchObject({ verificationLevel: 'verified', score: expect.any(Number) });
  }, 180_000);

  it('is idempotent and leaves a member’s own edits alone', async () => {
    await seedDemoData();
    const before = await allMembers();
    await memberData()
      .members.build(UpdateItemCommand)
      .item({ id: 'demo-ramesh-reddy', phone: '+91 98480 00000' })
      .options({ condition: { attr: 'id', exists: true } })
      .send();

    await seedDemoData();

    const after = await allMembers();
    expect(after.length).toBe(before.length);
    expect(after.find((m) => m.id === 'demo-ramesh-reddy')?.phone).toBe('+91 98480 00000');
  }, 180_000);

  it('seeds consistent events: every type, upcoming, counts and waitlists matching the RSVPs', async () => {
    await seedDemoData();
    const { events, rsvps } = eventData();
    const listed = await queryAll(events, eventsListed('active', new Date().toISOString()));
    const seeded = listed.filter((e) => e.id.startsWith('event-'));
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seeded.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));
    // Within three months, but a festival's gathering is on the festival's next day, up to a year ahead.
    const onFestival = new Set(['event-sankranti-gathering', 'event-ugadi-celebration']);
    for (const e of seeded) expect(Date.parse(e.startTime), e.id).toBeLessThan(Date.now() + (onFestival.has(e.id) ? 373 : 92) * 86_400_000);
    const statuses = new Set<string>();
    for (const event of await queryAll(events, eventsListed('active'))) {
      const held = await queryAll(rsvps, rsvpsOfEvent(event.id));
      held.forEach((r) => statuses.add(r.status));
      expect(event.currentAttendees, event.id).toBe(held.filter((r) => r.status === 'confirmed' || r.status === 'checked_in').length);
      expect(event.waitlist, event.id).toEqual(
        held
          .filter((r) => r.status === 'waitlist')
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
          .map((r) => r.memberId),
      );
      if (event.maxAttendees !== undefined) expect(event.currentAttendees).toBeLessThanOrEqual(event.maxAttendees);
    }
    expect(statuses).toEqual(new Set(RSVP_STATUSES));
    const before = await queryAll(rsvps, rsvpsOfMember('demo-ramesh-reddy'));
    await seedDemoData();
    expect(await queryAll(rsvps, rsvpsOfMember('demo-ramesh-reddy'))).toEqual(before);
  }, 180_000);

  it('queues the demo mails for the local mailbox once, however often it runs: the demo member’s RSVP confirmation and digest', async () => {
    await seedDemoData();
    const again = await seedDemoMails();
    expect(again).toEqual({ rsvpConfirmation: false, digests: 0 });
    const queued = (await queryAll(mailData().outbox, outboxInStatus('pending'))).filter((mail) => mail.memberId === 'demo-ramesh-reddy');
    expect(queued.map((mail) => mail.template).sort()).toEqual(['rsvp-confirmed', 'weekly-digest']);
    const confirmation = JSON.parse(queued.find((mail) => mail.template === 'rsvp-confirmed')!.data);
    expect(Date.parse(confirmation.event.startTime)).toBeGreaterThan(Date.now());
    expect(confirmation.ticketCode).toBeTruthy();
  }, 180_000);
});
