import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CONCIERGE_CATEGORIES } from '@club/shared';
import { config } from '@club/functions/platform/config';
import { getDocumentClient } from '@club/functions/platform/db/client';
import { conciergeData } from '@club/functions/features/concierge/data';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { memberData } from '@club/functions/features/members/data';
import { portInUse } from '@club/functions/dev/free-port';
import { assertJava } from '@club/functions/dev/dynamodb-local';
import { createSession } from '@club/functions/features/auth/sessions';
import { threadIdOf } from '@club/functions/features/messages/entities/message-keys';
import { localDevicePushes, subscribeLocalDevice } from '@club/functions/dev/push-local';
import { demoMembers } from '../seed/demo-data.js';
import { startLocalStack } from './local-stack.js';

/**
 * Two starts on file-backed data, each starting Java, seeding the demo club, applying the migrations and running the
 * schedules once: minutes on a loaded 2-core machine (it starts first in CI, beside lint and the typecheck; 180 s was
 * once too little there).
 */
const TWO_STARTS_MS = 420_000;
/** A start on the run's DynamoDB Local seeds the demo club and builds the search indexes on the first search: a minute or two on a loaded machine. */
const ONE_START_MS = 180_000;

/**
 * The demo club seeded once for this file's in-memory stacks (the seeding itself is what the restart test and this
 * template's start exercise): each stack starts from a copy, as the browser tests' stacks do (e2e/global-setup.ts).
 */
let seededTemplate: Promise<{ tableName: string; s3DataDir: string }> | undefined;
const demoTemplate = () =>
  (seededTemplate ??= (async () => {
    const template = { tableName: `local-stack-template-${randomUUID()}`, s3DataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'local-stack-template-')) };
    const seeding = await startLocalStack({ ...template, dynamodbEndpoint: inject('dynamodbEndpoint') });
    await seeding.stop();
    return template;
  })());
afterAll(async () => {
  if (seededTemplate) fs.rmSync((await seededTemplate).s3DataDir, { recursive: true, force: true });
});

/** An in-memory stack on the run's DynamoDB Local (a table of its own, a copy of the demo club) rather than a Java process of its own. */
const onTheRunsDynamoDb = async () => ({
  tableName: `local-stack-${randomUUID()}`,
  dynamodbEndpoint: inject('dynamodbEndpoint'),
  demoFrom: await demoTemplate(),
});

describe('local stack', () => {
  // One restart serves both checks: each start on file-backed data runs Java and the demo seed (minutes on a loaded machine).
  it(
    'keeps data written before a restart (under the data folder) and applies pending migrations to it when it starts',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-data-'));
      const first = await startLocalStack({ dataDir });
      await memberData().members.build(PutItemCommand).item({ id: 'member-persisted', email: 'p@example.com', firstName: 'Pushpa', lastName: 'Latha' }).send();
      const res = await fetch(`${first.url}/api/auth/user`);
      expect(res.status).toBe(401);
      const ticket = conciergeData()
        .conciergeTickets.build(PutItemCommand)
        .item({ id: 'ticket-before', userId: 'member-x', category: CONCIERGE_CATEGORIES[0], title: 'T', details: 'D' });
      await ticket.send();
      const { pk, sk } = ticket.params().Item as Record<string, string>;
      // As an item written before its queue index existed, and before migration 0001 was applied.
      await getDocumentClient().send(new UpdateCommand({ TableName: config.tableName, Key: { pk, sk }, UpdateExpression: 'REMOVE gsi3pk, gsi3sk' }));
      await getDocumentClient().send(new DeleteCommand({ TableName: config.tableName, Key: { pk: 'MIGRATION#0001-requeue-staff-queues', sk: 'MIGRATION' } }));
      await first.stop();

      const second = await startLocalStack({ dataDir });
      try {
        const { Item: member } = await memberData().members.build(GetItemCommand).key({ id: 'member-persisted' }).send();
        expect(member?.firstName).toBe('Pushpa');
        const { Item } = await getDocumentClient().send(new GetCommand({ TableName: config.tableName, Key: { pk, sk }, ConsistentRead: true }));
        expect(Item?.gsi3pk).toEqual(expect.any(String));
      } finally {
        await second.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    TWO_STARTS_MS,
  );

  it('answers inputs that once crashed it with 4xx and keeps serving', async () => {
    const stack = await startLocalStack(await onTheRunsDynamoDb());
    try {
      await memberData().members.build(PutItemCommand).item({ id: 'member-crash', email: 'c@example.com', firstName: 'Crash', lastName: 'Test' }).send();
      const { sessionId } = await createSession('member-crash');
      const session = `club_session=${sessionId}`;
      const send = (path: string, init: RequestInit = {}, cookie = session) =>
        fetch(`${stack.url}${path}`, {
          redirect: 'manual',
          ...init,
          headers: { cookie, origin: stack.url, 'content-type': 'application/json', ...init.headers },
        });

      for (const path of ['/api/darshan-plans/%E0%A4%A', '/api/posts/%C0%AE', '/api/saved-items/post/%']) expect((await send(path)).status, path).toBe(400);
      expect((await send('/api/auth/user', {}, `${session}; foo=100%`)).status).toBe(200);
      expect((await send('/api/login', {}, 'foo=100%')).status).toBe(302);
      const hugeId = await send('/api/posts', { method: 'POST', body: JSON.stringify({ title: 'T', body: 'B', forumId: 'x'.repeat(10_001) }) });
      expect(hugeId.status).toBe(400);
      const underflow = await send('/api/room-nights', { method: 'POST', body: '{"hotelName":"H","date":"2026-12-16","action":"sell","priceCap":1e-320}' });
      expect(underflow.status).toBe(400);
      const boolPax = await send('/api/darshan-plans', { method: 'POST', body: '{"dateRange":"December","pax":true}' });
      expect(boolPax.status).toBe(400);

      const alive = await send('/api/auth/user');
      expect(alive.status).toBe(200);
      expect(((await alive.json()) as { id: string }).id).toBe('member-crash');
    } finally {
      await stack.stop();
    }
  });

  it(
    'finds a new post within seconds: the local stream poller feeds the search index as Lambda does in the cloud',
    async () => {
      const stack = await startLocalStack(await onTheRunsDynamoDb());
      try {
        const { sessionId } = await createSession(demoMembers[0]!.id);
        const send = (path: string, init: RequestInit = {}) =>
          fetch(`${stack.url}${path}`, { ...init, headers: { cookie: `club_session=${sessionId}`, origin: stack.url, 'content-type': 'application/json' } });
        const search = async (q: string) => ((await (await send(`/api/search/posts?q=${q}`)).json()) as { total: number }).total;
        // Cold: no snapshot yet, so the route builds the index from the table itself.
        expect(await search('Pulasa')).toBe(0);
        const forums = (await (await send('/api/forums')).json()) as { id: string }[];
        const created = await send('/api/posts', {
          method: 'POST',
          body: JSON.stringify({ title: 'Pulasa season in Godavari', body: 'Who is going?', forumId: forums[0]!.id }),
        });
        expect(created.status).toBe(201);
        const started = Date.now();
        while ((await search('Pulasa')) === 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 250));
        expect(await search('Pulasa')).toBe(1);
      } finally {
        await stack.stop();
      }
    },
    ONE_START_MS,
  );

  it(
    'pushes a new message to the recipient’s device: the local push service and the stream poller run with the stack',
    async () => {
      const stack = await startLocalStack(await onTheRunsDynamoDb());
      try {
        const as = async (memberId: string) => {
          const { sessionId } = await createSession(memberId);
          return (path: string, init: RequestInit = {}) =>
            fetch(`${stack.url}${path}`, { ...init, headers: { cookie: `club_session=${sessionId}`, origin: stack.url, 'content-type': 'application/json' } });
        };
        // Two demo members with a seeded conversation.
        const ramesh = await as('demo-ramesh-reddy');
        const srinivas = await as('demo-srinivas-chowdary');
        const { publicKey } = (await (await ramesh('/api/notifications/push')).json()) as { publicKey: string };
        const device = await subscribeLocalDevice(stack.push.endpoint, publicKey);
        const saved = await ramesh('/api/notifications/push', { method: 'PUT', body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys }) });
        expect(saved.status).toBe(200);
        const threadId = threadIdOf('demo-ramesh-reddy', 'demo-srinivas-chowdary')!;
        const sent = await srinivas(`/api/messages/threads/${encodeURIComponent(threadId)}/messages`, {
          method: 'POST',
          body: JSON.stringify({ body: 'The Dubai buyer confirmed.', clientKey: randomUUID() }),
        });
        expect(sent.status).toBe(201);
        const started = Date.now();
        let pushes: string[] = [];
        while (pushes.length === 0 && Date.now() - started < 10_000) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          pushes = await localDevicePushes(stack.push.endpoint, device.clientHash);
        }
        expect(pushes.map((text) => JSON.parse(text) as { body: string })).toEqual([expect.objectContaining({ body: 'The Dubai buyer confirmed.' })]);
      } finally {
        await stack.stop();
      }
    },
    ONE_START_MS,
  );

  it('holds a port of its own from the start and releases it when stopped', async () => {
    const stack = await startLocalStack(await onTheRunsDynamoDb());
    const port = Number(new URL(stack.url).port);
    expect(await portInUse(port)).toBe(true);
    await stack.stop();
    expect(await portInUse(port)).toBe(false);
  });
});

describe('assertJava', () => {
  it('explains in one line when Java is missing', () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => assertJava()).toThrow(/^Java 17 or newer is required for DynamoDB Local/);
    } finally {
      process.env.PATH = saved;
    }
  });
});
