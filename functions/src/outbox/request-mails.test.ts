import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { config } from '../platform/config.js';
import { mailData } from '../features/mail/data.js';
import { memberData } from '../features/members/data.js';
import { outboxInStatus, type OutboxMailItem } from '../platform/mail/entities/outbox-mail.js';
import { queryAll } from '../platform/db/pages.js';
import { handler as createCmRequest } from '../features/cm-office/http/create-cm-request.js';
import { handler as publishCmSlot } from '../features/cm-office/http/publish-cm-slot.js';
import { handler as setCmStatus } from '../features/cm-office/http/set-cm-request-status.js';
import { handler as closeTicket } from '../features/concierge/http/close-concierge-ticket.js';
import { handler as createTicket } from '../features/concierge/http/create-concierge-ticket.js';
import { handler as answerCultural } from '../features/culture/http/answer-cultural-request.js';
import { handler as createCultural } from '../features/culture/http/create-cultural-request.js';
import { handler as createPlan } from '../features/darshan/http/create-darshan-plan.js';
import { handler as setPlanStatus } from '../features/darshan/http/set-darshan-plan-status.js';
import { handler as submitPlan } from '../features/darshan/http/submit-darshan-plan.js';
import { handler as assignTicket } from '../features/concierge/http/assign-staff-ticket.js';
import { handler as replyTicket } from '../features/concierge/http/reply-staff-ticket.js';
import { handler as setTicketStatus } from '../features/concierge/http/set-staff-ticket-status.js';
import { handler as createTrade } from '../features/trade-assistance/http/create-trade-request.js';
import { handler as setTradeStatus } from '../features/trade-assistance/http/set-trade-request-status.js';
import { signIn, type SignedIn } from '../test/signed-in.js';
import type { MailTemplateData } from './templates.js';
import { deliverOutbox } from './deliver.js';
import { mailbox } from '../test/outbox.js';

let staff: SignedIn;

beforeAll(async () => {
  staff = await signIn('Padma', { role: 'staff' });
});

/** The member's queued request mails, with their data read back. */
async function queued(member: SignedIn) {
  const pending = await queryAll(mailData().outbox, outboxInStatus('pending'));
  return pending
    .filter((mail: OutboxMailItem) => mail.memberId === member.id)
    .map((mail) => ({ template: mail.template, to: mail.to, category: mail.category, data: JSON.parse(mail.data) as Record<string, unknown> }));
}

const ok = (answer: { statusCode: number; json: unknown }, status = 200) => {
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(status);
  return answer.json as { id: string };
};

describe('request mails: concierge tickets', () => {
  it('a staff reply queues one mail; assigning and starting queue none; resolving queues one; a stale move or a 400 queues nothing', async () => {
    const member = await signIn('Naveen');
    const ticket = ok(
      await member.call(createTicket, routes.createConciergeTicket, {
        body: { category: 'visa', title: 'Business visa for Dubai', details: 'A 90-day multiple entry visa.' },
      }),
      201,
    );
    const params = { ticketId: ticket.id };

    ok(await staff.call(replyTicket, routes.replyStaffTicket, { params, body: { body: 'Please send a passport copy.\nWe will file it tomorrow.' } }), 201);
    const afterReply = await queued(member);
    expect(afterReply).toEqual([
      {
        template: 'request-reply',
        to: `${member.id}@example.com`,
        category: 'requests',
        data: {
          memberName: 'Naveen Reddy',
          request: { kind: 'concierge', title: 'Business visa for Dubai', path: `/concierge?ticket=${ticket.id}` },
          reply: 'Please send a passport copy.\nWe will file it tomorrow.',
          from: 'The club’s concierge team',
        } satisfies MailTemplateData['request-reply'],
      },
    ]);

    ok(await staff.call(assignTicket, routes.assignStaffTicket, { params, body: { from: 'open' } }));
    ok(await staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body: { status: 'in_progress', from: 'assigned' } }));
    expect(await queued(member)).toHaveLength(1);

    // A move from a status the ticket left, and one without its resolution: refused, nothing queued.
    expect(
      (await staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body: { status: 'resolved', from: 'assigned', resolution: 'Filed' } }))
        .statusCode,
    ).toBe(409);
    expect((await staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body: { status: 'resolved', from: 'in_progress' } })).statusCode).toBe(
      400,
    );
    expect(await queued(member)).toHaveLength(1);

    ok(
      await staff.call(setTicketStatus, routes.setStaffTicketStatus, {
        params,
        body: { status: 'resolved', from: 'in_progress', resolution: 'Visa issued; collect it at the office.' },
      }),
    );
    const mails = await queued(member);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.template === 'request-status')?.data).toMatchObject({
      status: 'resolved',
      details: 'Visa issued; collect it at the office.',
    });

    // Reopening is not an outcome: told in the app, not mailed.
    ok(await staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body: { status: 'open', from: 'resolved' } }));
    expect(await queued(member)).toHaveLength(2);
  });

  it('delivers the reply with its text and a link to the ticket', async () => {
    const member = await signIn('Sravani');
    const ticket = ok(
      await member.call(createTicket, routes.createConciergeTicket, {
        body: { category: 'travel', title: 'Airport pickup in Hyderabad', details: 'Arriving on the 12th.' },
      }),
      201,
    );
    ok(await staff.call(replyTicket, routes.replyStaffTicket, { params: { ticketId: ticket.id }, body: { body: 'A driver will meet you at gate 4.' } }), 201);
    await deliverOutbox();
    const [mail, ...more] = await mailbox(`${member.id}@example.com`);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New reply on your concierge request: Airport pickup in Hyderabad');
    expect(mail!.body.text).toContain('Namaskaram Sravani Reddy,');
    expect(mail!.body.text).toContain('A driver will meet you at gate 4.');
    expect(mail!.body.html).toContain(`${config.siteUrl}/concierge?ticket=${ticket.id}`);
    expect(await queued(member)).toEqual([]);
  });

  it('queues nothing for a member without an e-mail address, and the reply is still written', async () => {
    const member = await signIn('Kiran');
    await memberData().members.build(UpdateItemCommand).item({ id: member.id, email: '' }).send();
    const ticket = ok(
      await member.call(createTicket, routes.createConciergeTicket, { body: { category: 'visa', title: 'Schengen visa', details: 'For a fair in Milan.' } }),
      201,
    );
    ok(await staff.call(replyTicket, routes.replyStaffTicket, { params: { ticketId: ticket.id }, body: { body: 'On it.' } }), 201);
    expect(await queued(member)).toEqual([]);
  });

  it('queues nothing for a reply refused because the member closed the ticket', async () => {
    const member = await signIn('Meena');
    const ticket = ok(
      await member.call(createTicket, routes.createConciergeTicket, { body: { category: 'visa', title: 'Visa for Singapore', details: 'For a conference.' } }),
      201,
    );
    ok(await member.call(closeTicket, routes.closeConciergeTicket, { params: { ticketId: ticket.id } }));
    expect((await staff.call(replyTicket, routes.replyStaffTicket, { params: { ticketId: ticket.id }, body: { body: 'Too late?' } })).statusCode).toBe(409);
    expect(await queued(member)).toEqual([]);
  });
});

describe('request mails: darshan plans', () => {
  it('confirmed and completed each queue one mail; a refused move queues nothing', async () => {
    const member = await signIn('Lakshmi');
    const plan = ok(await member.call(createPlan, routes.createDarshanPlan, { body: { dateRange: '15-17 December 2026', pax: 4 } }), 201);
    const params = { planId: plan.id };
    // Not submitted yet: 409, nothing queued.
    expect((await staff.call(setPlanStatus, routes.setDarshanPlanStatus, { params, body: { status: 'confirmed' } })).statusCode).toBe(409);
    ok(await member.call(submitPlan, routes.submitDarshanPlan, { params }));
    expect(await queued(member)).toEqual([]);

    // Two colleagues confirm at once: one wins, the other's transaction is refused with its mail (409), so one mail.
    const answers = await Promise.all(
      ['VIP break 16 Dec, 5:30 AM', 'Special entry 16 Dec, 9:00 AM'].map((confirmationDetails) =>
        staff.call(setPlanStatus, routes.setDarshanPlanStatus, { params, body: { status: 'confirmed', confirmationDetails } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json as { confirmationDetails: string };
    expect((await queued(member)).map((mail) => mail.data)).toEqual([
      {
        memberName: 'Lakshmi Reddy',
        request: { kind: 'darshan', title: '15-17 December 2026, 4 people', path: '/darshan' },
        status: 'confirmed',
        details: winner.confirmationDetails,
        from: 'The club’s concierge team',
      },
    ]);
    ok(await staff.call(setPlanStatus, routes.setDarshanPlanStatus, { params, body: { status: 'completed' } }));
    expect((await queued(member)).map((mail) => mail.data.status).sort()).toEqual(['completed', 'confirmed']);
  });
});

describe('request mails: trade assistance', () => {
  it('processing queues none; completed queues one naming who answered; a stale move queues nothing', async () => {
    const member = await signIn('Ravi');
    const request = ok(
      await member.call(createTrade, routes.createTradeRequest, {
        body: { type: 'dgft_license', requestDetails: { serviceName: 'DGFT licence consultation' } },
      }),
      201,
    );
    const params = { requestId: request.id };
    ok(await staff.call(setTradeStatus, routes.setTradeRequestStatus, { params, body: { status: 'processing', message: 'Looking at your IEC.' } }));
    expect(await queued(member)).toEqual([]);
    // Processing cannot go back to processing: 409, nothing queued.
    expect((await staff.call(setTradeStatus, routes.setTradeRequestStatus, { params, body: { status: 'processing' } })).statusCode).toBe(409);
    expect(await queued(member)).toEqual([]);

    ok(
      await staff.call(setTradeStatus, routes.setTradeRequestStatus, { params, body: { status: 'completed', message: 'Your licence application is filed.' } }),
    );
    expect((await queued(member)).map((mail) => mail.data)).toEqual([
      {
        memberName: 'Ravi Reddy',
        request: { kind: 'trade', title: 'DGFT Licence Consultation: DGFT licence consultation', path: '/trade-assistance?tab=requests' },
        status: 'completed',
        details: 'Your licence application is filed.',
        from: 'Padma Reddy',
      },
    ]);
  });
});

describe('request mails: cultural requests', () => {
  it('an answer queues one reply mail; an answer refused after rating queues nothing', async () => {
    const member = await signIn('Anil');
    const request = ok(await member.call(createCultural, routes.createCulturalRequest, { body: { request: 'Please translate: welcome to our office' } }), 201);
    const params = { requestId: request.id };
    ok(await staff.call(answerCultural, routes.answerCulturalRequest, { params, body: { response: 'మా కార్యాలయానికి స్వాగతం' } }));
    expect((await queued(member)).map((mail) => [mail.template, mail.data])).toEqual([
      [
        'request-reply',
        {
          memberName: 'Anil Reddy',
          request: { kind: 'cultural', title: 'Please translate: welcome to our office', path: '/cultural-concierge?tab=requests' },
          reply: 'మా కార్యాలయానికి స్వాగతం',
          from: 'Padma Reddy',
        },
      ],
    ]);
    expect((await staff.call(answerCultural, routes.answerCulturalRequest, { params, body: { response: ' ' } })).statusCode).toBe(400);
    expect(await queued(member)).toHaveLength(1);
  });
});

describe('request mails: Meet The CM', () => {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const form = {
    delegationType: 'company',
    purpose: 'investment',
    sector: 'renewable',
    investmentAmount: 'mega',
    jobCreation: '1200',
    preferredDate: day(20),
    duration: 30,
    urgency: 'important',
    subject: 'Solar park in Anantapur',
    proposal: '2 GW solar park with storage',
    companyProfile: 'Dallas energy firm',
    state: 'andhra_pradesh',
    submit: true,
  };

  it('under review queues none; scheduled into a slot queues one with the meeting’s time and place; declined queues one with the reason', async () => {
    const member = await signIn('Sunitha');
    const first = ok(await member.call(createCmRequest, routes.createCmRequest, { body: form }), 201);
    const second = ok(await member.call(createCmRequest, routes.createCmRequest, { body: { ...form, subject: 'Textile park in Warangal' } }), 201);
    const slot = ok(
      await staff.call(publishCmSlot, routes.publishCmSlot, {
        body: { startTime: `${day(21)}T05:30:00Z`, durationMinutes: 30, location: 'Secretariat, Amaravati' },
      }),
      201,
    );

    ok(await staff.call(setCmStatus, routes.setCmRequestStatus, { params: { requestId: first.id }, body: { status: 'under_review' } }));
    expect(await queued(member)).toEqual([]);
    ok(
      await staff.call(setCmStatus, routes.setCmRequestStatus, {
        params: { requestId: first.id },
        body: { status: 'scheduled', slotId: slot.id, note: 'Bring the DPR.' },
      }),
    );
    const [scheduled, ...none] = await queued(member);
    expect(none).toEqual([]);
    expect(scheduled!.data).toEqual({
      memberName: 'Sunitha Reddy',
      request: { kind: 'cm', title: 'Solar park in Anantapur', path: '/meet-the-cm?tab=requests' },
      status: 'scheduled',
      details: 'Bring the DPR.',
      meeting: { startTime: `${day(21)}T05:30:00.000Z`, endTime: `${day(21)}T06:00:00.000Z`, timeZone: 'Asia/Kolkata', place: 'Secretariat, Amaravati' },
      from: 'The club’s concierge team',
    });

    // The slot is taken now: scheduling the second into it is a 409 and queues nothing.
    expect(
      (await staff.call(setCmStatus, routes.setCmRequestStatus, { params: { requestId: second.id }, body: { status: 'scheduled', slotId: slot.id } }))
        .statusCode,
    ).toBe(409);
    expect(await queued(member)).toHaveLength(1);
    ok(
      await staff.call(setCmStatus, routes.setCmRequestStatus, {
        params: { requestId: second.id },
        body: { status: 'declined', reason: 'The CM is travelling that month' },
      }),
    );
    const declined = (await queued(member)).find((mail) => mail.data.status === 'declined');
    expect(declined?.data).toMatchObject({ request: { title: 'Textile park in Warangal' }, details: 'The CM is travelling that month' });
    expect(declined?.data.meeting).toBeUndefined();
  });
});
