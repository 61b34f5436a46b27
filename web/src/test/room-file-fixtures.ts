import type { Deal, Person, RoomFile, RoomView } from '@club/shared';

/**
 * Deal room answers as the API gives them, for fetch stubs (checked against
 * their routes' response schemas by lib/api-client.ts).
 */
export const aPerson = (overrides: Partial<Person> = {}): Person => ({ id: 'mem_2', firstName: 'Srinivas', lastName: 'Rao', ...overrides });

export const aDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 'op1',
  opportunityId: 'op1',
  founder: aPerson(),
  title: 'Godavari PayTech',
  stage: 'seed',
  status: 'active',
  statusChangedAt: '2026-11-20T10:00:00Z',
  room: {
    name: 'Godavari PayTech data room',
    watermarkTemplate: 'Confidential · {name} · {email} · {date}',
    isActive: true,
    deckOpenToDealFlow: false,
    bytesUsed: 3_000_000,
    fileCount: 3,
  },
  myAccess: { role: 'founder', canView: true, canDownload: true },
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aRoomFile = (overrides: Partial<RoomFile> = {}): RoomFile => ({
  id: 'file_1',
  name: 'Godavari PayTech deck.pdf',
  category: 'pitch_deck',
  contentType: 'application/pdf',
  size: 2_400_000,
  version: 1,
  uploadedAt: '2026-11-21T09:00:00Z',
  uploadedBy: aPerson(),
  ...overrides,
});

export const aRoomView = (overrides: Partial<RoomView> = {}): RoomView => ({
  viewId: 'view_1',
  url: 'https://bucket.example/deal-rooms/op1/abc?X-Amz-Expires=60',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  fileName: 'Godavari PayTech deck.pdf',
  contentType: 'application/pdf',
  version: 2,
  watermark: 'Confidential · Ravi Kumar · ravi@example.com · 27 Nov 2026',
  canDownload: false,
  ...overrides,
});
