import { putAll } from '@club/functions/platform/db/batch-write';
import type { AuditLogItem } from '@club/functions/features/audit/entities/audit-log';
import type { ConciergeTicketItem } from '@club/functions/features/concierge/entities/concierge-ticket';
import type { DarshanPlanItem } from '@club/functions/features/darshan/entities/darshan-plan';
import { getMany } from '@club/functions/platform/db/get-together';
import { conciergeData } from '@club/functions/features/concierge/data';
import { darshanData } from '@club/functions/features/darshan/data';
import { auditData } from '@club/functions/features/audit/data';
import { countWrittenResponses } from '@club/functions/features/concierge/response-time';
import type { TicketStatus } from '@club/shared';
import { demoMembers, demoStaff, requesterOf } from './demo-data.js';
import { displayName } from '@club/shared';

/**
 * The club team's work in the demo: concierge tickets in every
 * status with the team's replies, darshan plans from planning to completed,
 * and the audit trail of those staff actions and of the admin's member
 * verifications. Fixed ids and times, so a rerun writes the same items.
 */
const staff = demoStaff.find((person) => person.role === 'staff')!;
const admin = demoStaff.find((person) => person.role === 'admin')!;
const member = (i: number) => demoMembers[i % demoMembers.length]!;
const DEMO_CLIENT = { ipAddress: '127.0.0.1', userAgent: 'Club demo data' };

interface DemoTicket {
  id: string;
  who: number;
  status: TicketStatus;
  category: ConciergeTicketItem['category'];
  priority: ConciergeTicketItem['priority'];
  title: string;
  details: string;
  at: string;
  reply?: string;
  resolution?: string;
  satisfaction?: number;
}

const tickets: DemoTicket[] = [
  {
    id: 'demo-ticket-visa-japan',
    who: 3,
    status: 'open',
    category: 'visa',
    priority: 'high',
    title: 'Business visa for Japan',
    details: 'Tokyo FoodEx in March: a 90-day business visa for me and two colleagues from Vijayawada.',
    at: '2026-11-22T04:30:00.000Z',
  },
  {
    id: 'demo-ticket-airport',
    who: 6,
    status: 'open',
    category: 'travel',
    priority: 'medium',
    title: 'Airport pickup in Hyderabad',
    details: 'Landing at RGIA on 2 December at 23:40 from Dallas; a car to Jubilee Hills for two.',
    at: '2026-11-23T10:00:00.000Z',
  },
  {
    id: 'demo-ticket-venue',
    who: 1,
    status: 'assigned',
    category: 'venue_bookings',
    priority: 'medium',
    title: 'Venue for a 40-person investor dinner',
    details: 'Vizag, second week of January, private room with AV, vegetarian Andhra menu.',
    at: '2026-11-20T07:15:00.000Z',
    reply: 'Namaste! I am shortlisting three venues on the beach road; you will have options with quotes by Thursday.',
  },
  {
    id: 'demo-ticket-legal',
    who: 4,
    status: 'in_progress',
    category: 'general',
    priority: 'urgent',
    title: 'Lawyer for a GST notice',
    details: 'A show-cause notice on input tax credit for our Guntur unit; reply due in 10 days.',
    at: '2026-11-18T09:45:00.000Z',
    reply: 'We have briefed an indirect-tax counsel in Vijayawada; please share the notice and the last two GSTR-3B returns.',
  },
  {
    id: 'demo-ticket-hotel',
    who: 2,
    status: 'resolved',
    category: 'accommodation',
    priority: 'low',
    title: 'Hotel near Hitec City for a week',
    details: 'Five nights from 8 December, walking distance to the HICC, corporate rate.',
    at: '2026-11-10T06:00:00.000Z',
    reply: 'Booked at the Novotel HICC at the club rate, breakfast included.',
    resolution: 'Novotel HICC, 8–13 December, confirmation NHC-48213 sent to your e-mail.',
    satisfaction: 5,
  },
  {
    id: 'demo-ticket-interpreter',
    who: 5,
    status: 'closed',
    category: 'protocol',
    priority: 'medium',
    title: 'Telugu–German interpreter in Munich',
    details: 'Two days at a machinery supplier in Munich, 14–15 October.',
    at: '2026-10-01T08:20:00.000Z',
    reply: 'An interpreter from our Munich partner agency is confirmed for both days.',
    resolution: 'Interpreter confirmed for 14–15 October; invoice settled directly with the agency.',
  },
];

/** A minute after `iso`, `n` times over: the order the team's steps happened in. */
const after = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

const ticketItems = (): ConciergeTicketItem[] =>
  tickets.map((t) => ({
    id: t.id,
    userId: member(t.who).id,
    requester: requesterOf(member(t.who)),
    category: t.category,
    title: t.title,
    details: t.details,
    priority: t.priority,
    status: t.status,
    transcript: [],
    ...(t.status === 'open' ? {} : { assignedTo: staff.id }),
    ...(t.resolution ? { resolution: t.resolution } : {}),
    ...(t.satisfaction ? { satisfaction: t.satisfaction } : {}),
    ...(t.reply ? { firstResponseAt: after(t.at, 60) } : {}),
    createdAt: t.at,
    updatedAt: after(t.at, 240),
  }));

const plans: (Omit<DarshanPlanItem, 'userId' | 'officialsContacted' | 'updatedAt'> & { who: number })[] = [
  { id: 'demo-plan-planning', who: 7, dateRange: '10-12 January 2027', pax: 2, status: 'planning', createdAt: '2026-11-21T05:00:00.000Z' },
  {
    id: 'demo-plan-submitted',
    who: 8,
    dateRange: '18-19 December 2026',
    pax: 6,
    specialRequests: 'Two senior citizens',
    status: 'submitted',
    submittedAt: '2026-11-19T06:10:00.000Z',
    ticketId: 'demo-ticket-ttd-submitted',
    createdAt: '2026-11-19T06:00:00.000Z',
  },
  {
    id: 'demo-plan-confirmed',
    who: 9,
    dateRange: '5-6 December 2026',
    pax: 4,
    status: 'confirmed',
    submittedAt: '2026-11-12T04:10:00.000Z',
    ticketId: 'demo-ticket-ttd-confirmed',
    confirmationDetails:
      'Special entry darshan, 5 December 2026, 10:00 am; report at the ATC counter with photo ids. Room at Srinivasam for the night of the 5th.',
    createdAt: '2026-11-12T04:00:00.000Z',
  },
  {
    id: 'demo-plan-completed',
    who: 10,
    dateRange: '2-3 October 2026',
    pax: 3,
    status: 'completed',
    submittedAt: '2026-09-20T05:10:00.000Z',
    ticketId: 'demo-ticket-ttd-completed',
    confirmationDetails: 'VIP break darshan, 3 October 2026, 6:00 am.',
    createdAt: '2026-09-20T05:00:00.000Z',
  },
];

/** The TTD booking ticket a submitted plan opens, in the state its plan's stage implies. */
const planTicket = (plan: (typeof plans)[number]): ConciergeTicketItem | undefined =>
  plan.ticketId
    ? {
        id: plan.ticketId,
        userId: member(plan.who).id,
        requester: requesterOf(member(plan.who)),
        category: 'protocol',
        title: `TTD darshan booking: ${plan.dateRange}`,
        details: `Darshan for ${plan.pax} on ${plan.dateRange}.${plan.specialRequests ? ` ${plan.specialRequests}.` : ''}`,
        priority: 'medium',
        status: plan.status === 'submitted' ? 'open' : 'resolved',
        transcript: [],
        darshanPlanId: plan.id,
        ...(plan.status === 'submitted' ? {} : { assignedTo: staff.id, resolution: plan.confirmationDetails! }),
        createdAt: plan.submittedAt!,
        updatedAt: after(plan.submittedAt!, 600),
      }
    : undefined;

/** What the team did, as the audit log records it (one entry per action, fixed ids). */
function auditTrail(): AuditLogItem[] {
  const entry = (
    id: string,
    at: string,
    actor: typeof staff,
    fields: Pick<AuditLogItem, 'action' | 'targetType' | 'targetId' | 'before' | 'after'>,
  ): AuditLogItem => ({
    id: `demo-audit-${id}`,
    actorId: actor.id,
    actorName: displayName(actor),
    ...fields,
    ...DEMO_CLIENT,
    createdAt: at,
    // Given, so a rerun writes the very same item (the library would stamp the time of the run).
    updatedAt: at,
  });
  const entries: AuditLogItem[] = [];
  for (const t of tickets) {
    if (t.status === 'open') continue;
    entries.push(
      entry(`${t.id}-assign`, after(t.at, 30), staff, {
        action: 'ticket.assign',
        targetType: 'concierge_ticket',
        targetId: t.id,
        before: { status: 'open', assignedTo: null },
        after: { status: 'assigned', assignedTo: staff.id },
      }),
    );
    if (t.reply)
      entries.push(
        entry(`${t.id}-reply`, after(t.at, 60), staff, { action: 'ticket.reply', targetType: 'concierge_ticket', targetId: t.id, after: { body: t.reply } }),
      );
    if (t.status === 'assigned') continue;
    entries.push(
      entry(`${t.id}-start`, after(t.at, 90), staff, {
        action: 'ticket.start',
        targetType: 'concierge_ticket',
        targetId: t.id,
        before: { status: 'assigned' },
        after: { status: 'in_progress' },
      }),
    );
    if (t.resolution) {
      entries.push(
        entry(`${t.id}-resolve`, after(t.at, 180), staff, {
          action: 'ticket.resolve',
          targetType: 'concierge_ticket',
          targetId: t.id,
          before: { status: 'in_progress', resolution: null },
          after: { status: 'resolved', resolution: t.resolution },
        }),
      );
    }
  }
  for (const plan of plans) {
    if (plan.status !== 'confirmed' && plan.status !== 'completed') continue;
    entries.push(
      entry(`${plan.id}-confirm`, after(plan.submittedAt!, 600), staff, {
        action: 'darshan.confirm',
        targetType: 'darshan_plan',
        targetId: plan.id,
        before: { status: 'submitted', confirmationDetails: null },
        after: { status: 'confirmed', confirmationDetails: plan.confirmationDetails },
      }),
    );
    if (plan.status === 'completed') {
      entries.push(
        entry(`${plan.id}-complete`, '2026-10-03T12:00:00.000Z', staff, {
          action: 'darshan.complete',
          targetType: 'darshan_plan',
          targetId: plan.id,
          before: { status: 'confirmed' },
          after: { status: 'completed' },
        }),
      );
    }
  }
  demoMembers.forEach((m, i) => {
    if (!m.verified) return;
    entries.push(
      entry(`verify-${m.id}`, new Date(Date.parse('2026-08-01T05:00:00.000Z') + i * 3_600_000).toISOString(), admin, {
        action: 'member.verify',
        targetType: 'member',
        targetId: m.id,
        before: { verifiedAt: null },
        after: { verified: true },
      }),
    );
  });
  return entries;
}

export async function seedOperations(): Promise<void> {
  const { conciergeTickets, ticketMessages } = conciergeData();
  const { darshanPlans } = darshanData();
  const { auditLogs } = auditData();
  const planTickets = plans.flatMap((plan) => planTicket(plan) ?? []);
  const messages = tickets.flatMap((t) =>
    t.reply
      ? [
          {
            ticketId: t.id,
            id: `${t.id}-reply`,
            author: 'staff' as const,
            authorId: staff.id,
            body: t.reply,
            createdAt: after(t.at, 60),
            updatedAt: after(t.at, 60),
          },
        ]
      : [],
  );
  // Tickets only when missing: the entity stamps updatedAt on every write, and a rerun must change nothing.
  const allTickets = [...ticketItems(), ...planTickets];
  const present = await getMany(
    conciergeTickets,
    allTickets.map(({ id }) => ({ id })),
  );
  const have = new Set(present.map(({ id }) => id));
  const missing = allTickets.filter(({ id }) => !have.has(id));
  const planItems = plans.map(({ who, ...plan }) => ({
    ...plan,
    userId: member(who).id,
    requester: requesterOf(member(who)),
    officialsContacted: plan.status !== 'planning',
    updatedAt: plan.createdAt,
  }));
  await Promise.all([putAll(conciergeTickets, missing), putAll(ticketMessages, messages), putAll(darshanPlans, planItems), putAll(auditLogs, auditTrail())]);
  // The measured response time counts the first replies of the tickets just written.
  await countWrittenResponses(missing);
}
