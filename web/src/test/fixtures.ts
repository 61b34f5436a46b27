import type { Author, Company, DirectoryMember, Job, Post } from '@club/shared';
import type { ConciergeTicket, DarshanPlan, TradeListing } from '@club/shared';
import type { Attendee, ClubEvent, MyRsvp } from '@club/shared';
import type { Connection, ConnectionRequest, Introduction, NetworkStats, NetworkUser, SmartNudge, TravelPlan } from '@club/shared';

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
  confirmedBadges: [],
  createdAt: '2026-11-20T10:00:00Z',
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

export const aNetworkUser = (overrides: Partial<NetworkUser> = {}): NetworkUser => ({
  id: 'mem_2',
  firstName: 'Anil',
  lastName: 'Reddy',
  ...overrides,
});

/** A My Network card (degree 1); pass `degree: 2 | 3` with `path` for the other tabs. */
export const aConnection = (overrides: Partial<Connection> = {}): Connection => ({
  id: 'mem_2',
  degree: 1,
  toUser: aNetworkUser(),
  status: 'active',
  strength: 7,
  commonInterests: ['Capital', 'AP-Vizag', 'Pharmaceuticals', 'Textiles'],
  lastInteraction: '2026-11-12T09:00:00.000Z',
  mutualConnections: 2,
  path: [],
  connectedAt: '2026-10-01T09:00:00.000Z',
  ...overrides,
});

export const aConnectionRequest = (overrides: Partial<ConnectionRequest> = {}): ConnectionRequest => ({
  id: 'mem_4',
  direction: 'incoming',
  fromUserId: 'mem_4',
  toUserId: 'mem_1',
  user: aNetworkUser({ id: 'mem_4', firstName: 'Lakshmi', lastName: 'Devi' }),
  note: 'We met at the Dubai chapter dinner.',
  status: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const anIntroduction = (overrides: Partial<Introduction> = {}): Introduction => ({
  id: 'intro_1',
  status: 'pending',
  purpose: 'investment',
  message: 'I would like to discuss a seed round.',
  createdAt: '2026-11-21T10:00:00.000Z',
  requesterId: 'mem_1',
  targetUserId: 'mem_3',
  introducerId: 'mem_2',
  requester: aNetworkUser({ id: 'mem_1', firstName: 'Ravi', lastName: 'Kumar' }),
  targetUser: aNetworkUser({ id: 'mem_3', firstName: 'Suresh', lastName: 'Naidu', email: 'suresh@example.com' }),
  introducer: aNetworkUser(),
  isSuccessful: false,
  myRole: 'requester',
  ...overrides,
});

export const aNetworkStats = (overrides: Partial<NetworkStats> = {}): NetworkStats => ({
  firstDegree: 12,
  secondDegree: 48,
  thirdDegree: 150,
  introRequests: 3,
  introRequestsAwaitingMe: 1,
  incomingRequests: 2,
  outgoingRequests: 1,
  ...overrides,
});

export const aNudge = (overrides: Partial<SmartNudge> = {}): SmartNudge => ({
  id: 'nudge_1',
  type: 'introduction_suggestion',
  priority: 4,
  title: 'Meet Suresh Naidu',
  message: 'You share 3 mutual connections and an interest in Capital.',
  actionUrl: '/network-graph?tab=second-degree&intro=mem_3&via=mem_2',
  actionLabel: 'Request Introduction',
  state: 'active',
  isRead: false,
  isActioned: false,
  createdAt: '2026-11-22T06:00:00.000Z',
  expiresAt: '2026-12-06T06:00:00.000Z',
  metadata: { memberId: 'mem_3', introducerId: 'mem_2' },
  ...overrides,
});

export const aTravelPlan = (overrides: Partial<TravelPlan> = {}): TravelPlan => ({
  id: 'plan_1',
  userId: 'mem_1',
  city: 'Dubai',
  country: 'UAE',
  startDate: '2026-12-03',
  endDate: '2026-12-07',
  purpose: 'Investor meetings',
  isPublic: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
