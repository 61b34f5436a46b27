import type { Author, Company, DirectoryMember, Job, Post, SavedItem } from '@club/shared';
import type { ConciergeTicket, DarshanPlan, RoomNight, TradeListing } from '@club/shared';

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
