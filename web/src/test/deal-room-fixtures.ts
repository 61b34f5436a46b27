import type { AccessLogEntry, AccessRequest, Deal, DealEvent, GrantCandidate, Person, RoomAnalytics, RoomGrant } from '@club/shared';

/**
 * Deal-room answers as the API gives them, for fetch stubs (each is checked
 * against its route's response schema in tests). The deal's id is its
 * opportunity's id.
 */
export const aPerson = (overrides: Partial<Person> = {}): Person => ({
  id: 'mem_5',
  firstName: 'Lakshmi',
  lastName: 'Vemuri',
  title: 'Partner',
  companyName: 'Krishna Ventures',
  ...overrides,
});

export const FOUNDER = aPerson({ id: 'mem_2', firstName: 'Srinivas', lastName: 'Rao', title: 'Founder', companyName: 'Godavari PayTech' });

export const aDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 'op1',
  opportunityId: 'op1',
  founder: FOUNDER,
  title: 'Godavari PayTech',
  description: 'UPI collections for rural cooperative banks.',
  stage: 'seed',
  industry: 'fintech',
  raiseSizeTarget: 50_000_000,
  valuation: 200_000_000,
  currency: 'INR',
  status: 'active',
  statusChangedAt: '2026-11-20T10:00:00Z',
  useOfFunds: '40% hiring, 60% go-to-market',
  traction: '120 banks live',
  room: {
    name: 'Godavari PayTech seed room',
    watermarkTemplate: 'Confidential · {name} · {email} · {date}',
    isActive: true,
    deckOpenToDealFlow: false,
    bytesUsed: 2_000_000,
    fileCount: 3,
  },
  myAccess: { role: 'founder', canView: true, canDownload: true },
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

/** The same deal as a member without access sees it: the public summary only. */
export const aPublicDeal = (overrides: Partial<Deal> = {}): Deal => {
  const { useOfFunds: _funds, traction: _traction, room: _room, ...summary } = aDeal();
  return { ...summary, myAccess: { role: 'none', canView: false, canDownload: false }, ...overrides };
};

export const anEvent = (overrides: Partial<DealEvent> = {}): DealEvent => ({
  id: 'ev1',
  at: '2026-11-20T10:00:00Z',
  actor: FOUNDER,
  kind: 'opened',
  ...overrides,
});

export const aGrant = (overrides: Partial<RoomGrant> = {}): RoomGrant => ({
  member: aPerson(),
  permissions: ['view'],
  expiresOn: '2026-12-20',
  status: 'active',
  grantedBy: 'mem_2',
  grantedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aCandidate = (overrides: Partial<GrantCandidate> = {}): GrantCandidate => ({
  member: aPerson({ id: 'mem_7', firstName: 'Ravi', lastName: 'Teja' }),
  reason: 'interested',
  ...overrides,
});

export const anAccessRequest = (overrides: Partial<AccessRequest> = {}): AccessRequest => ({
  member: aPerson({ id: 'mem_8', firstName: 'Padma', lastName: 'Reddy' }),
  message: 'We lead fintech seed rounds.',
  status: 'pending',
  createdAt: '2026-11-22T10:00:00Z',
  ...overrides,
});

export const anAnalytics = (overrides: Partial<RoomAnalytics> = {}): RoomAnalytics => ({
  byMember: [{ member: aPerson(), filesOpened: 2, opens: 3, pagesRead: 14, totalMs: 185_000, downloads: 1, lastVisit: '2026-11-24T10:00:00Z' }],
  byFile: [
    {
      fileId: 'f1',
      fileName: 'Pitch deck.pdf',
      version: 2,
      viewers: 1,
      opens: 3,
      pagesRead: 14,
      totalMs: 7_465_000,
      downloads: 0,
      lastVisit: '2026-11-24T10:00:00Z',
    },
  ],
  ...overrides,
});

export const aLogEntry = (overrides: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  id: 'log1',
  at: '2026-11-24T10:00:00Z',
  member: aPerson(),
  action: 'page',
  fileId: 'f1',
  fileName: 'Pitch deck.pdf',
  version: 2,
  page: 3,
  durationMs: 45_000,
  client: 'Chrome on macOS',
  ...overrides,
});
