import type { DataExport, DataRequest, MemberSession } from '@club/shared';

/**
 * Privacy and account answers as the API gives them, for fetch stubs; every
 * stub is checked against its route's response schema (lib/api-client.ts).
 */
export const anExport = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: 'exp1',
  status: 'pending',
  requestedAt: '2026-12-05T10:00:00Z',
  ...overrides,
});

export const aSession = (overrides: Partial<MemberSession> = {}): MemberSession => ({
  id: 'ses1',
  current: true,
  browser: 'Chrome 131',
  os: 'macOS 14',
  device: 'desktop',
  signedInAt: '2026-12-01T09:00:00Z',
  lastActiveAt: '2026-12-05T09:55:00Z',
  ...overrides,
});

export const aDataRequest = (overrides: Partial<DataRequest> = {}): DataRequest => ({
  id: 'dr1',
  kind: 'deletion',
  status: 'open',
  member: { id: 'mem_7', firstName: 'Padma', lastName: 'Rao', title: 'Director', companyName: 'Godavari Aqua Exports' },
  requestedAt: '2026-11-20T10:00:00Z',
  dueAt: '2026-12-20T10:00:00Z',
  history: [{ at: '2026-11-20T10:00:00Z', action: 'requested', by: 'member' }],
  ...overrides,
});
