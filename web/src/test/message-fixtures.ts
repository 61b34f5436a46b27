import type { Message, MessageThread, ThreadPage } from '@club/shared';

/** The signed-in member in the messages tests (matches render-app's `aMember`). */
export const ME = 'mem_1';
/** The other member of the thread. */
export const OTHER = 'mem_2';

/** A thread of the caller's with Padma, connected, one unread message. */
export const aThread = (overrides: Partial<MessageThread> = {}): MessageThread => ({
  id: 'thr_1',
  other: { id: OTHER, firstName: 'Padma', lastName: 'Rao', title: 'CFO', companyName: 'Godavari Foods' },
  reasons: [{ kind: 'connection', since: '2026-03-03T10:00:00.000Z' }],
  lastMessage: { senderId: OTHER, preview: 'See you at the summit', sentAt: '2026-12-01T09:00:00.000Z' },
  unread: 1,
  muted: false,
  blockedByMe: false,
  canSend: true,
  updatedAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

/** A message from the other member. */
export const aMessage = (overrides: Partial<Message> = {}): Message => ({
  id: 'msg_1',
  threadId: 'thr_1',
  senderId: OTHER,
  body: 'Hello',
  sentAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

/** An open thread's first page: messages newest first, as the API answers. */
export const aThreadPage = (overrides: Partial<ThreadPage> = {}): ThreadPage => ({
  thread: aThread(),
  messages: [aMessage()],
  ...overrides,
});
