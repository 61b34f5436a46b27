import { putAll } from '@club/functions/platform/db/batch-write';
import type { CmContentItem } from '@club/functions/features/cm-office/entities/cm-content';
import type { CmRequestItem } from '@club/functions/features/cm-office/entities/cm-request';
import type { CmSlotItem } from '@club/functions/features/cm-office/entities/cm-slot';
import type { CulturalRequestItem } from '@club/functions/features/culture/entities/cultural-request';
import { cmOfficeData } from '@club/functions/features/cm-office/data';
import { cultureData } from '@club/functions/features/culture/data';
import { recountCmBookings } from '@club/functions/features/cm-office/requests';
import { demoMembers, requesterOf } from './demo-data.js';

/**
 * Demo data for the Cultural Concierge and Meet The CM. Festivals
 * and temples need no seeding: they are a data file shipped with the handlers
 * (functions/src/features/culture). Idempotent: fixed ids, fixed timestamps for
 * requests and content (updatedAt too: the library would stamp it with now);
 * slots are placed on the weekdays after the day the seed runs (the same day
 * → the same items), and `put` replaces.
 */
const DAY = 86_400_000;
const member = (i: number) => demoMembers[i % demoMembers.length]!;
const fixedAt = (index: number) => new Date(Date.UTC(2026, 9, 1) + index * 2 * DAY).toISOString();
const STAFF = { respondedBy: 'club-concierge-desk', respondedByName: 'Club Concierge Desk' };

/** The last time a demo item changed: its latest fixed timestamp. */
const lastChange = (...times: (string | undefined)[]): string =>
  times
    .filter((time): time is string => time !== undefined)
    .sort()
    .at(-1)!;

export const demoCulturalRequests = (): CulturalRequestItem[] =>
  culturalRequests().map((request) => ({
    ...request,
    requester: requesterOf(demoMembers.find((m) => m.id === request.userId)!),
    updatedAt: lastChange(request.createdAt, request.respondedAt, request.ratedAt),
  }));

const culturalRequests = (): Omit<CulturalRequestItem, 'updatedAt'>[] => [
  {
    id: 'culture-req-translation-resolved',
    userId: member(0).id,
    type: 'translation',
    language: 'english',
    urgency: 'urgent',
    context: 'telugu',
    request: 'Please translate our invitation line: "You are warmly invited to the opening of our Vizag office."',
    isResolved: true,
    response: 'మా విశాఖపట్నం కార్యాలయ ప్రారంభోత్సవానికి మిమ్మల్ని సాదరంగా ఆహ్వానిస్తున్నాము.',
    ...STAFF,
    respondedAt: fixedAt(1),
    satisfaction: 5,
    feedback: 'Perfect, used it on the card.',
    ratedAt: fixedAt(2),
    createdAt: fixedAt(0),
  },
  {
    id: 'culture-req-temple-resolved',
    userId: member(0).id,
    type: 'temple_timings',
    language: 'telugu',
    urgency: 'normal',
    location: 'Srisailam',
    request: 'Srisailam darshan timings and dress code for abhishekam next month; travelling with my parents.',
    isResolved: true,
    response:
      'Darshan runs roughly 4:30 am – 3:30 pm and 6 – 10 pm; abhishekam needs traditional dress (dhoti for men, saree or churidar for women). Book on the devasthanam site; we can arrange a protocol darshan.',
    ...STAFF,
    respondedAt: fixedAt(4),
    createdAt: fixedAt(3),
  },
  {
    id: 'culture-req-etiquette-pending',
    userId: member(0).id,
    type: 'cultural_etiquette',
    language: 'english',
    urgency: 'low',
    request: 'Hosting a Guntur family business for lunch: what gifts and seating customs should we follow?',
    context: 'First meeting with the founder’s parents',
    isResolved: false,
    createdAt: fixedAt(5),
  },
  {
    id: 'culture-req-festival-resolved',
    userId: member(1).id,
    type: 'festival_info',
    language: 'telugu',
    urgency: 'normal',
    request: 'When is Sankranti 2027 and which days should we avoid for a client visit to Rajahmundry?',
    isResolved: true,
    response:
      'Bhogi 14, Sankranti 15 and Kanuma 16 January 2027 (the club’s festival calendar); avoid 13–17 January: most businesses in the Godavari districts close and travel is heavy.',
    ...STAFF,
    respondedAt: fixedAt(7),
    satisfaction: 4,
    ratedAt: fixedAt(8),
    createdAt: fixedAt(6),
  },
  {
    id: 'culture-req-food-pending',
    userId: member(1).id,
    type: 'food_recommendations',
    language: 'english',
    urgency: 'normal',
    location: 'Vijayawada',
    request: 'A vegetarian Andhra meals place for eight guests near Benz Circle.',
    isResolved: false,
    createdAt: fixedAt(9),
  },
  {
    id: 'culture-req-customs-urgent',
    userId: member(2).id,
    type: 'local_customs',
    language: 'hindi',
    urgency: 'urgent',
    location: 'Warangal',
    request: 'Our team visits Warangal during Bathukamma: what should non-Telugu colleagues know?',
    isResolved: false,
    createdAt: fixedAt(10),
  },
];

export const demoCmContent = (): CmContentItem[] => {
  const items: Omit<CmContentItem, 'createdAt' | 'updatedAt'>[] = [
    {
      id: 'cm-focus-investment',
      kind: 'focus_area',
      order: 1,
      title: 'Investment facilitation',
      body: 'Single-window clearances and land for large projects.',
      highlight: 'Single window',
    },
    {
      id: 'cm-focus-skills',
      kind: 'focus_area',
      order: 2,
      title: 'Skills and employment',
      body: 'Industry-linked skilling so new plants hire locally.',
      highlight: 'Jobs',
    },
    {
      id: 'cm-focus-diaspora',
      kind: 'focus_area',
      order: 3,
      title: 'Diaspora partnerships',
      body: 'Projects led by Telugu executives abroad, from IT to agri-processing.',
      highlight: 'NRI',
    },
    {
      id: 'cm-focus-infrastructure',
      kind: 'focus_area',
      order: 4,
      title: 'Ports and logistics',
      body: 'Port-led industrial corridors along the coast.',
      highlight: 'Corridors',
    },
    {
      id: 'cm-update-industrial-policy',
      kind: 'policy_update',
      order: 1,
      date: '2026-10-15',
      title: 'Industrial policy review',
      body: 'The club’s summary of the state industrial policy consultation; details from the official gazette when notified.',
      highlight: 'Summary',
    },
    {
      id: 'cm-update-msme',
      kind: 'policy_update',
      order: 2,
      date: '2026-09-20',
      title: 'MSME support desk',
      body: 'The liaison office collects MSME members’ questions for the next policy round-table.',
      highlight: 'Open',
    },
    {
      id: 'cm-update-renewables',
      kind: 'policy_update',
      order: 3,
      date: '2026-08-30',
      title: 'Renewable energy round-table',
      body: 'Members in solar and storage met the liaison office on grid access and storage incentives; the next round-table is open to members in the sector.',
      highlight: 'Round-table',
    },
    {
      id: 'cm-incentive-capital',
      kind: 'incentive',
      order: 1,
      title: 'Capital subsidy',
      body: 'Investment subsidies for eligible manufacturing units, as notified in the state policy.',
    },
    {
      id: 'cm-incentive-power',
      kind: 'incentive',
      order: 2,
      title: 'Power tariff reimbursement',
      body: 'Tariff support for eligible new units for a notified period.',
    },
    { id: 'cm-incentive-stamp', kind: 'incentive', order: 3, title: 'Stamp duty reimbursement', body: 'On land for eligible industrial projects.' },
    {
      id: 'cm-sector-technology',
      kind: 'priority_sector',
      order: 1,
      title: 'Technology and electronics',
      body: 'Data centres, semiconductors and electronics manufacturing.',
    },
    { id: 'cm-sector-renewable', kind: 'priority_sector', order: 2, title: 'Renewable energy', body: 'Solar, wind, pumped storage and green hydrogen.' },
    { id: 'cm-sector-agri', kind: 'priority_sector', order: 3, title: 'Food processing', body: 'Aquaculture, horticulture and spice value chains.' },
    {
      id: 'cm-story-pharma',
      kind: 'success_story',
      order: 1,
      title: 'A member’s API plant',
      body: 'A member’s pharma firm met the liaison office in 2025 and opened a plant near Visakhapatnam a year later.',
      highlight: 'Pharma',
    },
    {
      id: 'cm-story-it',
      kind: 'success_story',
      order: 2,
      title: 'A 1,000-seat delivery centre',
      body: 'A Dallas member’s IT services firm expanded to a tier-2 city after a club delegation.',
      highlight: 'IT',
    },
  ];
  return items.map((item, i) => ({ ...item, createdAt: fixedAt(20 + i), updatedAt: fixedAt(20 + i) }));
};

/** Open slots on the next weekdays at 11:00 and 15:00 IST, 45 minutes, at the liaison office. */
export const demoCmSlots = (now = Date.now()): CmSlotItem[] => {
  const today = Math.floor(now / DAY) * DAY;
  const slots: CmSlotItem[] = [];
  for (let d = 3; d <= 30; d += 1) {
    const day = new Date(today + d * DAY);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const date = day.toISOString().slice(0, 10);
    for (const [hour, minute] of [
      [5, 30],
      [9, 30],
    ] as const) {
      const start = new Date(today + d * DAY + (hour * 60 + minute) * 60_000);
      slots.push({
        id: `cm-slot-${date}-${hour < 9 ? '1100' : '1500'}`,
        date,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
        durationMinutes: 45,
        location: 'Club liaison office, Hyderabad',
        createdBy: 'club-liaison-office',
        createdAt: fixedAt(40),
        updatedAt: fixedAt(40),
      });
    }
  }
  return slots;
};

const form = {
  delegationType: 'company',
  purpose: 'investment',
  sector: 'technology',
  investmentAmount: 'large',
  jobCreation: 800,
  duration: 45,
  urgency: 'important',
  state: 'andhra_pradesh',
} as const;

/** A request in every status for the demo members; the scheduled one holds the first slot. */
export const demoCmRequests = (slot: CmSlotItem | undefined): CmRequestItem[] =>
  cmRequests(slot).map((request) => ({ ...request, updatedAt: lastChange(request.createdAt, request.submittedAt) }));

const cmRequests = (slot: CmSlotItem | undefined): Omit<CmRequestItem, 'updatedAt'>[] => [
  {
    id: 'cm-req-draft',
    userId: member(0).id,
    status: 'draft',
    subject: 'AI research campus in Visakhapatnam',
    purpose: 'investment',
    sector: 'technology',
    createdAt: fixedAt(50),
  },
  {
    id: 'cm-req-submitted',
    userId: member(0).id,
    status: 'submitted',
    ...form,
    preferredDate: slot?.date ?? '2027-01-20',
    subject: 'Semiconductor packaging unit',
    proposal: 'An OSAT unit with 800 jobs in phase one.',
    companyProfile: 'Nallamala Semiconductors, Hyderabad and Austin',
    submittedAt: fixedAt(52),
    createdAt: fixedAt(51),
  },
  {
    id: 'cm-req-review',
    userId: member(1).id,
    status: 'under_review',
    ...form,
    sector: 'renewable',
    purpose: 'partnership',
    investmentAmount: 'mega',
    preferredDate: slot?.date ?? '2027-01-20',
    state: 'telangana',
    subject: 'Pumped storage partnership',
    proposal: 'A joint venture for a 1 GW pumped storage project.',
    submittedAt: fixedAt(54),
    createdAt: fixedAt(53),
    statusNote: 'With the liaison office',
  },
  {
    id: 'cm-req-scheduled',
    userId: member(2).id,
    status: 'scheduled',
    ...form,
    sector: 'healthcare',
    purpose: 'expansion',
    preferredDate: slot?.date ?? '2027-01-20',
    subject: 'Cancer hospital in Kurnool',
    proposal: 'A 300-bed oncology hospital.',
    submittedAt: fixedAt(56),
    createdAt: fixedAt(55),
    ...(slot
      ? {
          slotId: slot.id,
          slotDate: slot.date,
          slotStart: slot.startTime,
          slotEnd: slot.endTime,
          slotDuration: slot.durationMinutes,
          slotLocation: slot.location,
          slotCreatedAt: slot.createdAt,
        }
      : {}),
  },
  {
    id: 'cm-req-declined',
    userId: member(1).id,
    status: 'declined',
    ...form,
    sector: 'agriculture',
    purpose: 'policy',
    investmentAmount: 'small',
    preferredDate: '2026-11-10',
    subject: 'Chilli export policy',
    proposal: 'Cold storage rules for chilli exporters.',
    submittedAt: fixedAt(58),
    createdAt: fixedAt(57),
    declineReason: 'Routed to the agriculture department’s round-table instead',
  },
];

export async function seedCulture(now = Date.now()): Promise<void> {
  const { culturalRequests } = cultureData();
  const { cmContent, cmSlots, cmRequests } = cmOfficeData();
  await putAll(culturalRequests, demoCulturalRequests());
  await putAll(cmContent, demoCmContent());
  const slots = demoCmSlots(now);
  const booked = slots[0];
  const bookedAt = fixedAt(59);
  await putAll(
    cmSlots,
    slots.map((slot) => (slot === booked ? { ...slot, requestId: 'cm-req-scheduled', bookedBy: member(2).id, bookedAt, updatedAt: bookedAt } : slot)),
  );
  const requests = demoCmRequests(booked);
  await putAll(cmRequests, requests);
  // The per-day booking counters (the members' cap) agree with the bookings just written.
  for (const userId of new Set(requests.map((request) => request.userId))) await recountCmBookings(userId);
}
