import { ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups, routes, type RouteDef, type RouteId } from '@club/shared';
import { config } from '../platform/config.js';
import { createDynamoClient } from '../platform/db/client.js';
import { apiEvent, invoke } from './api-event.js';
import { fuzzInputs, type FuzzInput } from './fuzz-inputs.js';
import { signIn, type SignedIn } from './signed-in.js';
import type { ApiHandler } from '../platform/http/handler.js';
import { loadHandler } from './load-handler.js';
import { angelInvestorProfile } from './investor-profile.js';

/**
 * Fuzz suite over the route table, in three test files by route group (src/route-table/fuzz-*.test.ts, each a slice of
 * `routeGroups` in its order, so no file is the run's long tail): every route that takes a body, path
 * parameters or a query gets at least MIN_INPUTS seeded bad inputs. Each must
 * answer below 500 within CALL_TIMEOUT_MS; the ones its schemas (or the
 * content-type, origin and session checks) refuse must answer 4xx and leave
 * the table's item count unchanged. Every body route is sent bodies that are
 * not JSON objects (null, arrays, strings, numbers, booleans): 400, nothing
 * written. Every write is also sent without Origin: 403. A new route is
 * covered without an edit: it falls in the slice its group does.
 * Reproduce a failure with the seed in the test name and the input's label.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_2026);
const MIN_INPUTS = 100;
const CALL_TIMEOUT_MS = 5_000;
/**
 * Refused inputs never reach a handler's writes, so they run 8 at a time; the
 * rest run one by one: concurrent writes by one member are a different test
 * (8 at once can lose writeMember's optimistic-lock retries and answer 500).
 */
const REFUSED_PARALLEL = 8;

/** Schema-valid bodies (from route-responses.test.ts), so one-field mutations reach that field's check; ids need not exist. */
const validBodies: Partial<Record<RouteId, Record<string, unknown>>> = {
  createCompany: { name: 'Krishna Delta Rice Mills', industry: 'Agriculture', country: 'India', hsCodes: ['1006'] },
  createTradeListing: { kind: 'export', title: 'Sona Masoori rice', description: '200 t a month', hsCode: '1006', companyId: 'co-fuzz' },
  createJob: { title: 'CFO', description: 'Run finance', applyEmail: 'hr@example.com', companyId: 'co-fuzz' },
  createPost: { title: 'Reefer partners wanted', body: 'Kakinada to Rotterdam', forumId: 'forum-fuzz' },
  syncCheckIns: { checkIns: [{ clientId: 'queued-fuzz', code: 'AC3F9KXM', scannedAt: '2026-12-12T14:00:00.000Z', deviceId: 'door-fuzz-device' }] },
  createPostReply: { body: 'We run weekly reefers.' },
  updateMyProfile: { chapters: ['AP-Vizag'], shareContact: true },
  createDarshanPlan: { dateRange: '15-17 December 2026', pax: 4, specialRequests: 'Wheelchair' },
  updateDarshanPlan: { dateRange: '16-18 December 2026', pax: 3 },
  setDarshanPlanStatus: { status: 'confirmed', confirmationDetails: 'VIP break' },
  createConciergeTicket: { category: 'visa', title: 'Business visa for Japan', details: 'Tokyo trade fair in March', priority: 'high' },
  addConciergeTicketMessage: { body: 'Passport scan attached.' },
  createRoomNight: { hotelName: 'Srinivasam', date: '2026-12-16', action: 'donate' },
  requestRoomNight: { message: 'For my parents' },
  updateInvestmentOpportunity: { title: 'Paisa Setu', stage: 'seed', industry: 'fintech', targetAmount: 50_000_000, raisedAmount: 10_000_000, isActive: true },
  saveInvestorProfile: angelInvestorProfile,
  createPitchSlots: {
    slots: [{ startTime: new Date(Date.now() + 10 * 86_400_000).toISOString(), endTime: new Date(Date.now() + 10 * 86_400_000 + 3_600_000).toISOString() }],
  },
  scheduleMatchMeeting: {
    startTime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    endTime: new Date(Date.now() + 10 * 86_400_000 + 3_600_000).toISOString(),
    timeZone: 'Asia/Kolkata',
  },
  declineInvestorMatch: { feedback: 'Not this round' },
  createRoomUpload: { fileName: 'Deck.pdf', category: 'pitch_deck', contentType: 'application/pdf', size: 1_000, checksumSha256: `${'A'.repeat(43)}=` },
  logPageReads: { pages: [{ page: 1, durationMs: 1_000 }] },
  recordFestivalDate: { year: 2027, festivalId: 'ugadi-2027', state: 'Telangana', date: '2027-04-07', source: 'Telangana G.O. (general holidays 2027)' },
  changeFestivalDate: { date: '2027-04-08', source: 'Telangana G.O., corrected' },
  grantRoomAccess: { expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
  scheduleMyDeletion: { confirm: 'DELETE' },
  openMessageThread: { memberId: 'member-fuzz' },
  sendMessage: { body: 'Namaskaram', clientKey: 'fuzz-key-0001' },
  editMessage: { body: 'Namaskaram again' },
  blockMessageThread: { on: true },
  muteMessageThread: { on: true },
  updateMessageSettings: { readReceipts: true },
  staffMessageMember: { body: 'Namaskaram', clientKey: 'fuzz-key-0002' },
  reportMessageThread: { reason: 'spam' },
  resolveMessageReport: { suspendSender: false },
  setMessagingSuspended: { suspended: true },
};
/** Path parameters that need a particular value to be well-formed (others get `fuzz-<name>`). */
const validParams: Partial<Record<RouteId, Record<string, string>>> = {
  getSavedItem: { kind: 'post', itemId: 'post-fuzz' },
  saveItem: { kind: 'post', itemId: 'post-fuzz' },
  unsaveItem: { kind: 'post', itemId: 'post-fuzz' },
  changeFestivalDate: { year: '2027', festivalId: 'ugadi-2027', scope: 'telangana' },
};

/**
 * Inputs known to answer 5xx, by route id and input label: skipped here,
 * reported to the route's owner. Empty means every input passes.
 */
const knownFailures: Partial<Record<RouteId, string[]>> = {};

type RouteGroup = keyof typeof routeGroups;

/** Items in this file's table (Scan with Select COUNT, every page). */
async function itemCount(dynamo: DynamoDBClient): Promise<number> {
  let count = 0;
  let start: Record<string, any> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: config.tableName, Select: 'COUNT', ExclusiveStartKey: start }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

const fillPath = (template: string, params: Record<string, string> | undefined): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => params?.[name] ?? '');

/** Sends one input; the answer's status, or a description of what went wrong (throw, hang). */
async function send(member: SignedIn, handler: ApiHandler, route: RouteDef, input: FuzzInput): Promise<{ status: number; detail: string }> {
  const cookies =
    input.cookieMode === 'replace' ? (input.cookies ?? []) : input.cookieMode === 'add' ? [...member.cookies, ...(input.cookies ?? [])] : member.cookies;
  const event = apiEvent(route, {
    path: fillPath(route.path, input.params),
    pathParameters: input.params,
    query: input.query,
    rawBody: input.rawBody,
    headers: input.headers,
    cookies,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([invoke(handler, event), timeout]);
    return { status: answer.statusCode, detail: answer.body.slice(0, 300) };
  } catch (error) {
    return { status: -1, detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs inputs `parallel` at a time; returns a failure line per input that broke its expectation. */
async function run(member: SignedIn, handler: ApiHandler, route: RouteDef, inputs: FuzzInput[], parallel: number): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < inputs.length; i += parallel) {
    const batch = inputs.slice(i, i + parallel);
    const answers = await Promise.all(batch.map((input) => send(member, handler, route, input)));
    answers.forEach(({ status, detail }, j) => {
      const input = batch[j]!;
      const expected = input.expectRefused ? (input.expectStatus ?? '4xx') : undefined;
      const ok =
        status >= 0 &&
        status < 500 &&
        (!input.expectRefused || status >= 400) &&
        (!input.expectStatus || !input.expectRefused || status === input.expectStatus);
      if (!ok) failures.push(`[${input.label}] status ${status}${expected ? ` (expected ${expected})` : ''}: ${detail}`);
    });
  }
  return failures;
}

/**
 * The fuzz suite over the route groups from `from` up to (not including) `until`, or to the last group: the
 * routes among them that take a body, path parameters or a query.
 */
export function describeRouteFuzz(from: RouteGroup, until?: RouteGroup): void {
  const names = Object.keys(routeGroups) as RouteGroup[];
  const groups = names.slice(names.indexOf(from), until ? names.indexOf(until) : names.length);
  const ids = groups.flatMap((group) => Object.keys(routeGroups[group]) as RouteId[]);
  const fuzzed = ids.filter((id) => {
    const route: RouteDef = routes[id];
    return route.body || route.params || route.query;
  });

  describe(`route fuzz, ${groups[0]} to ${groups.at(-1)} (seed ${SEED}, FUZZ_SEED=${SEED} to reproduce)`, () => {
    const dynamo = createDynamoClient();
    let member: SignedIn;
    beforeAll(async () => {
      // An admin, so routes with a `role` reach their validation and handlers instead of answering 403 to everything.
      member = await signIn('Fuzz', { role: 'admin' });
    });
    afterAll(() => dynamo.destroy());

    it('covers every route of these groups that takes a body, path parameters or a query', () => {
      expect(fuzzed.length).toBeGreaterThan(0);
      for (const id of (Object.keys(validBodies) as RouteId[]).filter((id) => ids.includes(id))) {
        const body = (routes[id] as RouteDef).body;
        expect(body?.safeParse(validBodies[id]).success, `${id}: validBodies entry must pass its schema`).toBe(true);
      }
    });

    it.each(fuzzed)('%s: bad inputs answer 4xx (never 5xx, never hang) and write nothing', async (id) => {
      const route: RouteDef = routes[id];
      const skip = new Set(knownFailures[id] ?? []);
      const seed = (SEED ^ [...id].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7)) >>> 0;
      const inputs = fuzzInputs(route, { seed, minCount: MIN_INPUTS, validBody: validBodies[id], validParams: validParams[id] }).filter(
        (input) => !skip.has(input.label),
      );
      expect(inputs.length).toBeGreaterThanOrEqual(MIN_INPUTS - skip.size);
      const handler = await loadHandler(id);

      // Refused inputs first, with the item count around them; then the rest (which may legitimately write).
      const before = await itemCount(dynamo);
      const failures = await run(
        member,
        handler,
        route,
        inputs.filter((input) => input.expectRefused),
        REFUSED_PARALLEL,
      );
      const after = await itemCount(dynamo);
      failures.push(
        ...(await run(
          member,
          handler,
          route,
          inputs.filter((input) => !input.expectRefused),
          1,
        )),
      );

      expect(failures, `${id} (seed ${seed}): ${failures.length} of ${inputs.length} inputs failed`).toEqual([]);
      expect(after, `${id}: refused inputs changed the item count`).toBe(before);
    });
  });
}
