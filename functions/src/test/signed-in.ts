import { randomUUID } from 'node:crypto';
import type { MemberRole, RouteDef, TopicTag } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { forumData } from '../features/forums/data.js';
import { memberData } from '../features/members/data.js';
import { writeTransaction } from '../platform/db/transaction.js';
import { createSession } from '../features/auth/sessions.js';
import { adminGuardWrites } from '../features/members/admin-guard.js';
import { apiEvent, invoke, type RequestClient, type TestAnswer } from './api-event.js';
import type { ApiHandler } from '../platform/http/handler.js';
import { SESSION_COOKIE, cookieName } from '../platform/http/cookies.js';

/** Test support for session routes: a signed-in member and a call helper. */
export interface SignedIn {
  id: string;
  cookies: string[];
  call: (
    handler: ApiHandler,
    route: RouteDef,
    options?: {
      body?: unknown;
      query?: Record<string, string>;
      params?: Record<string, string>;
      client?: RequestClient;
      headers?: Record<string, string | undefined>;
    },
  ) => Promise<TestAnswer>;
}

/** Creates a member with a live session (a club member unless `role` says staff or admin). */
export async function signIn(firstName = 'Test', extra: { companyId?: string; role?: MemberRole } = {}): Promise<SignedIn> {
  const id = `member-${randomUUID()}`;
  // An admin is counted by the admin guard in the same transaction, as every role change is.
  await writeTransaction([
    {
      name: 'member',
      write: memberData()
        .members.build(PutTransaction)
        .item({
          id,
          email: `${id}@example.com`,
          firstName,
          lastName: 'Reddy',
          profileImageUrl: `https://images.example.com/${id}.jpg`,
          ...extra,
        })
        .options({ condition: { attr: 'id', exists: false } }),
    },
    ...adminGuardWrites(undefined, extra.role ?? 'member'),
  ]);
  const { sessionId } = await createSession(id);
  const cookies = [`${cookieName(SESSION_COOKIE)}=${sessionId}`];
  return {
    id,
    cookies,
    call: async (handler, route, { params, ...options } = {}) => {
      const answer = await invoke(
        handler,
        apiEvent(route, { cookies, ...options, ...(params ? { pathParameters: params, path: fillPath(route.path, params) } : {}) }),
      );
      checkAnswer(route, answer);
      return answer;
    },
  };
}

/** Every successful answer a test receives is checked against its route's response schema. */
function checkAnswer(route: RouteDef, answer: TestAnswer): void {
  if (!route.response || answer.statusCode >= 300) return;
  const parsed = route.response.safeParse(answer.json);
  if (!parsed.success) throw new Error(`${route.method} ${route.path} answered outside its response schema: ${parsed.error.message}`);
}

export const pause = (ms = 3) => new Promise((resolve) => setTimeout(resolve, ms));

/** Query and BatchGet counts, plus every command name sent (to prove no Scan); the auth read (`AuthBatchGet`) is left out. */
export const readCounts = (counts: Record<string, number>) => ({
  query: counts.QueryCommand ?? 0,
  batchGet: counts.BatchGetItemCommand ?? 0,
  scan: counts.ScanCommand ?? 0,
  others: Object.keys(counts).filter(
    (name) => !['AuthBatchGet', 'QueryCommand', 'BatchGetItemCommand', 'GetCommand', 'GetItemCommand', 'UpdateCommand', 'UpdateItemCommand'].includes(name),
  ),
});

/** A route path with its `{param}` placeholders filled in. */
const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A forum to post in (forums come from the seed, not from a route). */
export async function seedForum(forum: { id: string; title: string; topicTag: TopicTag }): Promise<void> {
  await forumData().forums.build(PutItemCommand).item(forum).send();
}
