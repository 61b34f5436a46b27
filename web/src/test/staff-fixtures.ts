import type {
  AppNotification,
  AuditEntry,
  Colleague,
  MemberContext,
  StaffCmRequest,
  StaffCulturalRequest,
  StaffDarshanPlanDetail,
  StaffMember,
  StaffMemberDetail,
  StaffTicket,
  StaffTicketDetail,
  TicketMessage,
} from '@club/shared';

/**
 * Staff console and notification answers as the API gives them,
 * for fetch stubs; every stub is checked against its route's response schema
 * (lib/api-client.ts).
 */
export const aNotification = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: 'n1',
  kind: 'ticket_reply',
  title: 'The club team replied to your request',
  body: 'Business visa for Dubai',
  link: '/concierge?ticket=t1',
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

export const aMemberContext = (overrides: Partial<MemberContext> = {}): MemberContext => ({
  id: 'mem_7',
  firstName: 'Padma',
  lastName: 'Rao',
  email: 'padma@example.com',
  companyName: 'Godavari Aqua Exports',
  chapters: ['AP-Vizag', 'UAE'],
  badges: ['exporter'],
  verified: true,
  memberSince: '2025-03-01T10:00:00Z',
  ...overrides,
});

export const aColleague = (overrides: Partial<Colleague> = {}): Colleague => ({
  id: 'staff_2',
  firstName: 'Kiran',
  lastName: 'Naidu',
  role: 'staff',
  ...overrides,
});

export const aStaffTicket = (overrides: Partial<StaffTicket> = {}): StaffTicket => ({
  id: 't1',
  userId: 'mem_7',
  category: 'visa',
  title: 'Business visa for Dubai',
  details: '90-day multiple entry visa for Gulfood.',
  priority: 'high',
  status: 'open',
  transcript: [],
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aTicketMessage = (overrides: Partial<TicketMessage> = {}): TicketMessage => ({
  id: 'msg1',
  ticketId: 't1',
  author: 'member',
  body: 'Travelling on 3 February.',
  createdAt: '2026-11-20T11:00:00Z',
  ...overrides,
});

export const aStaffTicketDetail = (overrides: Partial<StaffTicketDetail> = {}): StaffTicketDetail => ({
  ...aStaffTicket(),
  thread: [aTicketMessage()],
  member: aMemberContext(),
  ...overrides,
});

export const aStaffDarshanPlan = (overrides: Partial<StaffDarshanPlanDetail> = {}): StaffDarshanPlanDetail => ({
  id: 'dp1',
  userId: 'mem_7',
  status: 'submitted',
  dateRange: '15-17 December 2026',
  pax: 4,
  officialsContacted: false,
  ticketId: 't9',
  submittedAt: '2026-11-21T10:00:00Z',
  createdAt: '2026-11-20T10:00:00Z',
  member: aMemberContext(),
  ...overrides,
});

export const aStaffCulturalRequest = (overrides: Partial<StaffCulturalRequest> = {}): StaffCulturalRequest => ({
  id: 'cr1',
  userId: 'mem_7',
  type: 'translation',
  request: 'Please translate our invitation for the Vizag plant opening.',
  context: 'english',
  language: 'telugu',
  urgency: 'normal',
  isResolved: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aStaffCmRequest = (overrides: Partial<StaffCmRequest> = {}): StaffCmRequest => ({
  id: 'cm1',
  userId: 'mem_7',
  status: 'submitted',
  delegationType: 'company',
  purpose: 'investment',
  sector: 'manufacturing',
  preferredDate: '2030-01-15',
  duration: 45,
  urgency: 'important',
  subject: 'Food processing unit in Kakinada',
  proposal: 'A 200 crore mango pulp plant.',
  submittedAt: '2026-11-21T10:00:00Z',
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  ...aMemberContext({ verified: false }),
  role: 'member',
  confirmedBadges: [],
  ...overrides,
});

export const aStaffMemberDetail = (overrides: Partial<StaffMemberDetail> = {}): StaffMemberDetail => ({
  ...aStaffMember(),
  reputation: { score: 72.5, tradesCompleted: 3, jobsPlaced: 1, conciergeRating: 4.5, verificationLevel: 'basic', lastCalcAt: '2026-11-21T10:00:00Z' },
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'au1',
  actorId: 'staff_1',
  actorName: 'Anita Varma',
  action: 'member.verify',
  targetType: 'member',
  targetId: 'mem_7',
  before: { verified: false },
  after: { verified: true },
  ipAddress: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  createdAt: '2026-11-21T10:00:00Z',
  ...overrides,
});
