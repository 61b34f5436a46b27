import type { Author, Company, DirectoryMember, Job, Post, SavedItem } from '@club/shared';
import type { ConciergeTicket, DarshanPlan, RoomNight, TradeListing } from '@club/shared';
import type { Attendee, ClubEvent, MyRsvp } from '@club/shared';

/**
 * Answers as the API gives them, for fetch stubs. In tests every answer is
 * checked against its route's response schema (lib/api-client.ts), so stubs
 * build on these rather than hand-typing partial objects.
 */
export const anAuthor = (overrides: Partial<Author> = {}): Author => ({
  id: 'a1',
  firstName: 'Ramesh',
  lastName: 'Reddy',
  badges: ['exporter'],
  chapters: ['AP-Vizag'],
  ...overrides,
});

export const aPost = (overrides: Partial<Post> = {}): Post => ({
  id: 'p1',
  title: 'Reefer partners wanted',
  body: 'Need 40 ft reefers to Rotterdam.',
  type: 'ask',
  tags: [],
  forumId: 'forum-trade',
  topicTag: 'trade',
  createdAt: '2026-11-20T10:00:00Z',
  interestCount: 0,
  replyCount: 0,
  author: anAuthor(),
  ...overrides,
});

export const aCompany = (overrides: Partial<Company> = {}): Company => ({
  id: 'co-1',
  name: 'Krishna Delta Rice Mills',
  industry: 'Agriculture',
  country: 'India',
  certifications: [],
  hsCodes: [],
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aJob = (overrides: Partial<Job> = {}): Job => ({
  id: 'j1',
  title: 'Chief Financial Officer',
  level: 'CXO',
  description: 'Lead finance for a rice exporter.',
  applyEmail: 'hr@krishnarice.example.com',
  relocationAssistance: false,
  remoteOptions: 'onsite',
  companyId: 'co-1',
  createdAt: '2026-11-20T10:00:00Z',
  company: { id: 'co-1', name: 'Krishna Delta Rice Mills' },
  ...overrides,
});

export const aDirectoryMember = (overrides: Partial<DirectoryMember> = {}): DirectoryMember => ({
  id: 'm1',
  firstName: 'Sita',
  lastName: 'Devi',
  company: null,
  badges: [],
  chapters: [],
  verified: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aSavedItem = (overrides: Partial<SavedItem> = {}): SavedItem => ({
  kind: 'job',
  itemId: 'j1',
  savedAt: '2026-11-21T10:00:00Z',
  job: aJob(),
  ...overrides,
});

export const aListing = (overrides: Partial<TradeListing> = {}): TradeListing => ({
  id: 'l1',
  kind: 'export',
  title: 'Vannamei 30/40',
  description: 'Block frozen HLSO.',
  hsCode: '030617',
  companyId: 'co-1',
  createdAt: '2026-11-20T10:00:00Z',
  company: { id: 'co-1', name: 'Godavari Aqua Exports', users: [] },
  ...overrides,
});

export const aTicket = (overrides: Partial<ConciergeTicket> = {}): ConciergeTicket => ({
  id: 't1',
  category: 'general',
  title: 'Business visa for Dubai',
  details: '90-day multiple entry visa for Gulfood.',
  priority: 'medium',
  status: 'open',
  transcript: [],
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aPlan = (overrides: Partial<DarshanPlan> = {}): DarshanPlan => ({
  id: 'p1',
  status: 'planning',
  dateRange: '15-17 December 2026',
  pax: 4,
  officialsContacted: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aRoomNight = (overrides: Partial<RoomNight> = {}): RoomNight => ({
  id: 'rn1',
  hotelName: 'Fortune Kences, Tirupati',
  date: '2026-12-16',
  action: 'donate',
  status: 'available',
  ownerId: 'mem_2',
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const anEvent = (overrides: Partial<ClubEvent> = {}): ClubEvent => ({
  id: 'ev1',
  title: 'Dallas Networking Evening',
  description: 'Telugu executives across DFW over dinner.',
  type: 'networking',
  startTime: '2026-12-12T00:30:00.000Z',
  endTime: '2026-12-12T03:00:00.000Z',
  timeZone: 'America/Chicago',
  venue: 'The Westin Galleria',
  city: 'Dallas',
  country: 'USA',
  isVirtual: false,
  maxAttendees: 40,
  currentAttendees: 12,
  seatsLeft: 28,
  waitlistCount: 0,
  isGated: false,
  agenda: [],
  organizers: [],
  speakers: [],
  sponsors: [],
  tags: [],
  isActive: true,
  registrationOpen: true,
  createdBy: 'mem_2',
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aMyRsvp = (overrides: Partial<MyRsvp> = {}): MyRsvp => ({
  id: 'rs1',
  eventId: 'ev1',
  memberId: 'mem_1',
  status: 'confirmed',
  qrCode: 'tkt_3f9a1c0e5b7d4e2a8c6b1d0f9e8a7b6c',
  createdAt: '2026-11-21T10:00:00Z',
  event: {
    id: 'ev1',
    title: 'Dallas Networking Evening',
    type: 'networking',
    startTime: '2026-12-12T00:30:00.000Z',
    endTime: '2026-12-12T03:00:00.000Z',
    timeZone: 'America/Chicago',
    isVirtual: false,
    venue: 'The Westin Galleria',
    city: 'Dallas',
    isGated: false,
    isActive: true,
  },
  ...overrides,
});

export const anAttendee = (overrides: Partial<Attendee> = {}): Attendee => ({
  id: 'rs1',
  eventId: 'ev1',
  memberId: 'mem_3',
  memberName: 'Padma Rao',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00Z',
  ...overrides,
});
