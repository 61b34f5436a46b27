import { routes, type Message, type MessageThread, type ThreadPage } from '@club/shared';
import { expect } from 'vitest';
import type { TestAnswer } from './api-event.js';
import type { SignedIn } from './signed-in.js';
import { handler as getThread } from '../features/messages/http/get-message-thread.js';
import { handler as markRead } from '../features/messages/http/mark-thread-read.js';
import { handler as openThread } from '../features/messages/http/open-message-thread.js';
import { handler as sendMessage } from '../features/messages/http/send-message.js';
import { connect } from './network.js';

let keys = 0;
/** A fresh clientKey. */
export const clientKey = (): string => `test-key-${Date.now().toString(36)}-${(keys += 1)}`;

/** Opens the thread between two members (through the route); fails the test unless it answers 200. */
export async function open(a: SignedIn, b: SignedIn): Promise<MessageThread> {
  const answer = await a.call(openThread, routes.openMessageThread, { body: { memberId: b.id } });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json as MessageThread;
}

/** Connects two members and opens their thread. */
export async function connectedThread(a: SignedIn, b: SignedIn): Promise<MessageThread> {
  await connect(a, b);
  return open(a, b);
}

/** Sends a message; the answer as it is (status and body). */
export const send = (who: SignedIn, threadId: string, body: string, key = clientKey()): Promise<TestAnswer> =>
  who.call(sendMessage, routes.sendMessage, { params: { threadId }, body: { body, clientKey: key } });

/** Sends a message; fails the test unless it is posted (201). */
export async function sent(who: SignedIn, threadId: string, body: string, key = clientKey()): Promise<Message> {
  const answer = await send(who, threadId, body, key);
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json as Message;
}

/** GET the thread (a page of messages); `etag` sent as If-None-Match. */
export const read = (who: SignedIn, threadId: string, options: { etag?: string; query?: Record<string, string> } = {}): Promise<TestAnswer> =>
  who.call(getThread, routes.getMessageThread, {
    params: { threadId },
    ...(options.query ? { query: options.query } : {}),
    ...(options.etag ? { headers: { 'if-none-match': options.etag } } : {}),
  });

/** The thread page, expecting 200. */
export async function page(who: SignedIn, threadId: string, query?: Record<string, string>): Promise<ThreadPage> {
  const answer = await read(who, threadId, query ? { query } : {});
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json as ThreadPage;
}

/** Marks the thread read. */
export async function markThreadRead(who: SignedIn, threadId: string): Promise<void> {
  const answer = await who.call(markRead, routes.markThreadRead, { params: { threadId } });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
}
