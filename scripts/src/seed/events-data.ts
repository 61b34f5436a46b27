import { PutItemCommand, type PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import { putAll } from '@club/functions/platform/db/batch-write';
import type { EventEntity, EventItem } from '@club/functions/features/events/entities/event';
import type { RsvpEntity } from '@club/functions/features/events/entities/rsvp';
import { getMany } from '@club/functions/platform/db/get-together';
import { eventData } from '@club/functions/features/events/data';
import { newTicketCode } from '@club/functions/features/events/ticket-code';
import type { RsvpStatus } from '@club/shared';
import { demoMembers } from './demo-data.js';
import { nextFestivalDay, onDay } from './festival-days.js';
import { displayName } from '@club/shared';

const DAY = 86_400_000;
/** Today at 00:00 UTC: events are placed relative to the day the seed first runs. */
const today = () => Math.floor(Date.now() / DAY) * DAY;
/** `days` from today at a local wall time in a zone `offset` minutes east of UTC. */
const at = (days: number, hour: number, minute: number, offset: number) =>
  new Date(today() + days * DAY + (hour * 60 + minute - offset) * 60_000).toISOString();
const IST = 330;
const CST = -360;
const GST = 240;

const member = (i: number) => demoMembers[i % demoMembers.length]!;
const name = (i: number) => displayName(member(i));

interface DemoEvent {
  event: Omit<
    EventItem,
    'currentAttendees' | 'waitlist' | 'listing' | 'createdAt' | 'updatedAt' | 'createdByName' | 'organizers' | 'agenda' | 'speakers' | 'sponsors' | 'tags'
  > &
    Partial<Pick<EventItem, 'agenda' | 'speakers' | 'sponsors' | 'tags'>> & { organizerIndex: number };
  /** Demo member indexes by RSVP status, in RSVP order. */
  rsvps: Partial<Record<RsvpStatus, number[]>>;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The demo events: every type, nearly full, full with a waitlist, gated with pending RSVPs. */
export const demoEvents = (): DemoEvent[] => [
  {
    event: {
      id: 'event-hyderabad-summit',
      organizerIndex: 0,
      type: 'summit',
      title: 'Telugu Executive Summit 2026 — Hyderabad',
      description:
        'The club’s flagship day: state ministers, founders and global Telugu CXOs on capital, trade corridors and the AI economy, with curated 1:1 meetings in the afternoon.',
      startTime: at(24, 9, 0, IST),
      endTime: at(24, 18, 0, IST),
      timeZone: 'Asia/Kolkata',
      venue: 'HICC Novotel',
      address: 'Izzathnagar, Kondapur',
      city: 'Hyderabad',
      country: 'India',
      dressCode: 'Business formal',
      isVirtual: false,
      maxAttendees: 30,
      isGated: false,
      isActive: true,
      createdBy: member(0).id,
      registrationDeadline: at(21, 23, 59, IST),
      agenda: [
        { time: '9:00 AM', title: 'Registration and breakfast' },
        { time: '10:00 AM', title: 'Keynote: Andhra and Telangana as the next manufacturing corridor' },
        { time: '11:30 AM', title: 'Panel: Raising growth capital from the Telugu diaspora' },
        { time: '2:00 PM', title: 'Curated 1:1 meetings' },
        { time: '5:00 PM', title: 'Closing remarks and high tea' },
      ],
      speakers: [
        { name: 'Lakshmi Prasanna Naidu', title: 'Founder & CEO', company: 'Deccan Life Sciences' },
        { name: 'Harika Penmetsa', title: 'CEO', company: 'Nallamala Semiconductors' },
        { name: 'Swathi Bandaru', title: 'Managing Partner', company: 'Kaveri Ventures' },
      ],
      sponsors: [
        { name: 'Hitec Analytics', tier: 'Platinum' },
        { name: 'Amaravati Infra Projects', tier: 'Gold' },
      ],
      tags: ['summit', 'capital', 'manufacturing'],
    },
    rsvps: { confirmed: range(1, 27), checked_in: [], pending: [], cancelled: [27] },
  },
  {
    event: {
      id: 'event-dallas-networking',
      organizerIndex: 10,
      type: 'networking',
      title: 'Dallas Chapter Networking Evening',
      description:
        'An easy evening for DFW members: healthcare, IT services and real-estate founders meet over Andhra dinner. Bring a business card and one ask.',
      startTime: at(12, 18, 30, CST),
      endTime: at(12, 21, 30, CST),
      timeZone: 'America/Chicago',
      venue: 'The Joule',
      address: '1530 Main St',
      city: 'Dallas',
      country: 'USA',
      isVirtual: false,
      maxAttendees: 8,
      isGated: false,
      isActive: true,
      createdBy: member(10).id,
      agenda: [
        { time: '6:30 PM', title: 'Welcome drinks' },
        { time: '7:15 PM', title: 'One-minute intros' },
        { time: '8:00 PM', title: 'Dinner' },
      ],
      sponsors: [{ name: 'Prairie Health Partners', tier: 'Host' }],
      tags: ['dallas', 'usa-chapter'],
    },
    // Full, with three members on the waitlist.
    rsvps: { confirmed: [1, 3, 11, 12, 13, 14, 15, 16], waitlist: [0, 2, 4, 17] },
  },
  {
    event: {
      id: 'event-virtual-investor-meetup',
      organizerIndex: 14,
      type: 'investor_meetup',
      title: 'Virtual Investor Meetup: Seed to Series A',
      description: 'Five founders pitch for 7 minutes each to angels and funds from the club; Q&A and follow-up introductions through the club.',
      startTime: at(9, 19, 0, IST),
      endTime: at(9, 21, 0, IST),
      timeZone: 'Asia/Kolkata',
      isVirtual: true,
      virtualLink: 'https://meet.example.com/tec-investor-meetup',
      maxAttendees: 50,
      isGated: false,
      isActive: true,
      createdBy: member(14).id,
      agenda: [
        { time: '7:00 PM', title: 'Pitches' },
        { time: '8:00 PM', title: 'Investor Q&A' },
        { time: '8:40 PM', title: 'Breakouts' },
      ],
      speakers: [{ name: 'Swathi Bandaru', title: 'Managing Partner', company: 'Kaveri Ventures' }],
      tags: ['investing', 'virtual'],
    },
    rsvps: { confirmed: [0, 2, 5, 6, 7, 8, 9], pending: [], declined: [] },
  },
  {
    event: {
      id: 'event-sankranti-gathering',
      organizerIndex: 5,
      type: 'cultural',
      title: 'Sankranti Sambaralu — Family Gathering',
      description: 'Bhogi fire, rangoli contest, kite flying for the children and a traditional Sankranti lunch on banana leaf. Families welcome.',
      startTime: onDay(nextFestivalDay('makara-sankranti'), 11, 0, IST),
      endTime: onDay(nextFestivalDay('makara-sankranti'), 16, 0, IST),
      timeZone: 'Asia/Kolkata',
      venue: 'Shilparamam',
      address: 'HITEC City',
      city: 'Hyderabad',
      country: 'India',
      dressCode: 'Traditional wear',
      isVirtual: false,
      isGated: false,
      isActive: true,
      createdBy: member(5).id,
      agenda: [
        { time: '11:00 AM', title: 'Rangoli and kite flying' },
        { time: '1:00 PM', title: 'Sankranti lunch' },
        { time: '3:00 PM', title: 'Haridasu and Gangireddu performances' },
      ],
      tags: ['festival', 'family'],
    },
    rsvps: { confirmed: [0, 1, 3, 6, 9, 12, 18, 21, 24] },
  },
  {
    event: {
      id: 'event-cxo-roundtable',
      organizerIndex: 1,
      type: 'networking',
      title: 'Gated CXO Roundtable: Pharma Supply Chains',
      description: 'Twelve chairs, Chatham House rules: heads of pharma, logistics and API makers on China+1 sourcing and USFDA readiness.',
      startTime: at(30, 8, 0, IST),
      endTime: at(30, 10, 30, IST),
      timeZone: 'Asia/Kolkata',
      venue: 'ITC Kohenur',
      address: 'HITEC City',
      city: 'Hyderabad',
      country: 'India',
      isVirtual: false,
      maxAttendees: 12,
      isGated: true,
      gatingCriteria: 'CXOs and founders of pharma, API or logistics companies',
      isActive: true,
      createdBy: member(1).id,
      tags: ['pharma', 'roundtable'],
    },
    rsvps: { confirmed: [19, 26], pending: [0, 2, 3, 7], declined: [8] },
  },
  {
    event: {
      id: 'event-export-workshop',
      organizerIndex: 2,
      type: 'workshop',
      title: 'Workshop: Export Documentation and ICEGATE Filing',
      description:
        'Hands-on session with a licensed customs broker: shipping bills, RoDTEP claims, HS classification and the common mistakes that hold cargo at port.',
      startTime: at(16, 10, 0, IST),
      endTime: at(16, 13, 0, IST),
      timeZone: 'Asia/Kolkata',
      venue: 'Novotel Vijayawada Varun',
      address: 'MG Road',
      city: 'Vijayawada',
      country: 'India',
      isVirtual: false,
      maxAttendees: 12,
      isGated: false,
      isActive: true,
      createdBy: member(2).id,
      registrationDeadline: at(14, 18, 0, IST),
      tags: ['trade', 'exports'],
    },
    // Nearly full: 11 of 12.
    rsvps: { confirmed: [0, 6, 9, 12, 13, 15, 18, 20, 22, 23, 25] },
  },
  {
    event: {
      id: 'event-dubai-trade-meetup',
      organizerIndex: 12,
      type: 'networking',
      title: 'Dubai Trade Corridor Breakfast',
      description:
        'Importers and re-exporters in the GCC meet Andhra exporters of rice, spices and granite. Short briefings on UAE-India CEPA rules of origin.',
      startTime: at(35, 8, 0, GST),
      endTime: at(35, 10, 0, GST),
      timeZone: 'Asia/Dubai',
      venue: 'Jumeirah Emirates Towers',
      address: 'Sheikh Zayed Road',
      city: 'Dubai',
      country: 'UAE',
      isVirtual: false,
      maxAttendees: 20,
      isGated: false,
      isActive: true,
      createdBy: member(12).id,
      tags: ['uae', 'trade'],
    },
    rsvps: { confirmed: [2, 6, 27, 28, 29, 30, 31] },
  },
  {
    event: {
      id: 'event-ai-workshop',
      organizerIndex: 3,
      type: 'workshop',
      title: 'Workshop: GenAI for Mid-size Manufacturers',
      description: 'Where AI pays back in a plant today: quality inspection, demand forecasting and document automation, with two live case studies.',
      startTime: at(52, 15, 0, IST),
      endTime: at(52, 18, 0, IST),
      timeZone: 'Asia/Kolkata',
      isVirtual: true,
      virtualLink: 'https://meet.example.com/tec-genai-workshop',
      maxAttendees: 40,
      isGated: false,
      isActive: true,
      createdBy: member(3).id,
      speakers: [{ name: 'Padmaja Rao', title: 'Founder', company: 'Hitec Analytics' }],
      tags: ['ai', 'manufacturing'],
    },
    rsvps: { confirmed: [4, 7, 20, 23] },
  },
  {
    event: {
      id: 'event-vizag-port-summit',
      organizerIndex: 4,
      type: 'summit',
      title: 'Vizag Ports and Logistics Summit',
      description: 'Port authorities, shipping lines and exporters on the Visakhapatnam–Kakinada corridor: capacity, reefer slots and the new logistics park.',
      startTime: at(66, 9, 30, IST),
      endTime: at(67, 17, 0, IST),
      timeZone: 'Asia/Kolkata',
      venue: 'Novotel Visakhapatnam Varun Beach',
      address: 'Beach Road',
      city: 'Visakhapatnam',
      country: 'India',
      isVirtual: false,
      maxAttendees: 60,
      isGated: false,
      isActive: true,
      createdBy: member(4).id,
      sponsors: [{ name: 'Vizag Port Engineering', tier: 'Host' }],
      tags: ['logistics', 'ports'],
    },
    rsvps: { confirmed: [0, 9, 15, 21] },
  },
  {
    event: {
      id: 'event-ugadi-celebration',
      organizerIndex: 7,
      type: 'cultural',
      title: 'Ugadi Celebration — Bay Area Chapter',
      description: 'Ugadi pachadi, a panchanga sravanam by a visiting pandit and a Carnatic evening by young artists from the Bay Area.',
      // Pacific daylight time: Ugadi falls in March or April.
      startTime: onDay(nextFestivalDay('ugadi'), 17, 0, -420),
      endTime: onDay(nextFestivalDay('ugadi'), 21, 0, -420),
      timeZone: 'America/Los_Angeles',
      venue: 'India Community Center',
      address: '525 Los Coches St',
      city: 'Milpitas',
      country: 'USA',
      isVirtual: false,
      maxAttendees: 100,
      isGated: false,
      isActive: true,
      createdBy: member(7).id,
      tags: ['festival', 'usa-chapter'],
    },
    rsvps: { confirmed: [3, 13, 24], cancelled: [0] },
  },
  {
    event: {
      id: 'event-angel-circle',
      organizerIndex: 0,
      type: 'investor_meetup',
      title: 'Angel Circle: Agritech and Aquaculture',
      description: 'Members who write angel cheques meet three agritech and aquaculture founders from coastal Andhra. Gated to members with an investor badge.',
      startTime: at(38, 18, 0, IST),
      endTime: at(38, 20, 0, IST),
      timeZone: 'Asia/Kolkata',
      isVirtual: true,
      virtualLink: 'https://meet.example.com/tec-angel-circle',
      maxAttendees: 15,
      isGated: true,
      gatingCriteria: 'Members with the investor badge or a registered fund',
      isActive: true,
      createdBy: member(0).id,
      tags: ['investing', 'agritech'],
    },
    rsvps: { confirmed: [14], pending: [1, 5, 6], declined: [10, 2] },
  },
  {
    event: {
      id: 'event-hyderabad-chapter-meetup',
      organizerIndex: 1,
      type: 'networking',
      title: 'Hyderabad Chapter Monthly Meetup',
      description: 'Last month’s chapter meetup: member updates, two asks and two offers, and dinner.',
      startTime: at(-7, 19, 0, IST),
      endTime: at(-7, 21, 30, IST),
      timeZone: 'Asia/Kolkata',
      venue: 'Taj Deccan',
      address: 'Banjara Hills',
      city: 'Hyderabad',
      country: 'India',
      isVirtual: false,
      maxAttendees: 25,
      isGated: false,
      isActive: true,
      createdBy: member(1).id,
      tags: ['hyderabad'],
    },
    // Past: who came is checked in, one confirmed member did not show.
    rsvps: { checked_in: [0, 2, 3, 5, 9], confirmed: [4] },
  },
];

/**
 * Writes the demo events and their RSVPs, with currentAttendees and the
 * waitlist computed from those RSVPs. Idempotent: an event already in the
 * table (maybe with members' own RSVPs since) is left alone, so running it
 * again changes nothing.
 */
export async function seedEvents(): Promise<{ events: number }> {
  const { events, rsvps, rsvpCodes } = eventData();
  const all = demoEvents();
  const existing = await getMany(
    events,
    all.map(({ event }) => ({ id: event.id })),
  );
  const present = new Set(existing.map((event) => event.id));
  for (const [index, { event, rsvps: byStatus }] of all.entries()) {
    if (present.has(event.id)) continue;
    const createdAt = new Date(today() - (30 - index) * DAY).toISOString();
    const entries = Object.entries(byStatus).flatMap(([status, indexes]) => indexes.map((i) => ({ status: status as RsvpStatus, i })));
    const items: PutItemInput<RsvpEntity>[] = entries.map(({ status, i }, n) => {
      const holder = member(i);
      const seated = status === 'confirmed' || status === 'checked_in';
      return {
        eventId: event.id,
        memberId: holder.id,
        id: `rsvp-${event.id.slice(6)}-${holder.id.slice(5)}`,
        status,
        memberName: name(i),
        // Half the demo attendees let the organizer see their e-mail (chosen at RSVP).
        ...(n % 2 === 0 ? { shareEmail: true, memberEmail: holder.email } : { shareEmail: false }),
        ...(seated || status === 'cancelled' ? { qrCode: newTicketCode() } : {}),
        ...(n % 3 === 0 ? { dietaryRestrictions: 'Vegetarian' } : {}),
        ...(n % 5 === 1 ? { specialRequests: 'Would like to meet exporters to the EU' } : {}),
        ...(status === 'declined' ? { rejectionReason: 'This roundtable is limited to the criteria above', approvedBy: event.createdBy } : {}),
        ...(status === 'cancelled' ? { cancelledAt: createdAt } : {}),
        ...(status === 'checked_in'
          ? { checkedInAt: new Date(Date.parse(event.startTime) + (n + 1) * 120_000).toISOString(), checkedInBy: event.createdBy }
          : {}),
        createdAt: new Date(Date.parse(createdAt) + (n + 1) * 3_600_000).toISOString(),
      };
    });
    const { organizerIndex, ...fields } = event;
    const item: PutItemInput<EventEntity> = {
      ...fields,
      organizers: [name(organizerIndex)],
      createdByName: name(organizerIndex),
      agenda: event.agenda ?? [],
      speakers: event.speakers ?? [],
      sponsors: event.sponsors ?? [],
      tags: event.tags ?? [],
      currentAttendees: items.filter((r) => r.status === 'confirmed' || r.status === 'checked_in').length,
      waitlist: items.filter((r) => r.status === 'waitlist').map((r) => r.memberId),
      listing: event.isActive ? 'active' : 'inactive',
      createdAt,
    };
    if (items.length) {
      await putAll(rsvps, items);
      const codes = items.filter((r) => r.qrCode).map((r) => ({ qrCode: r.qrCode!, eventId: r.eventId, memberId: r.memberId, createdAt }));
      await putAll(rsvpCodes, codes);
    }
    // The event last: a run cut short writes it again next time.
    await events.build(PutItemCommand).item(item).send();
  }
  return { events: all.length };
}
