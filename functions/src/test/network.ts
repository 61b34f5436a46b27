import { routes } from '@club/shared';
import { expect } from 'vitest';
import type { SignedIn } from './signed-in.js';
import { handler as acceptConnectionRequest } from '../http/network/accept-connection-request.js';
import { handler as sendConnectionRequest } from '../http/network/send-connection-request.js';

/** Connects two members through the routes: a sends, b accepts. */
export async function connect(a: SignedIn, b: SignedIn): Promise<void> {
  const sent = await a.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: b.id } });
  expect(sent.statusCode, JSON.stringify(sent.json)).toBe(201);
  const accepted = await b.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: a.id } });
  expect(accepted.statusCode, JSON.stringify(accepted.json)).toBe(200);
}

/** Ids of a list answer. */
export const ids = (json: { id: string }[]): string[] => json.map((item) => item.id);
