import { NUDGE_DAYS, registrationClosure } from '@club/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { clubTable } from '../../platform/db/club-table.js';
import { tiesInStatus, type ConnectionItem } from './entities/connection.js';
import { requestsInStatus } from './entities/connection-request.js';
import { INTRODUCTIONS } from './entities/introduction.js';
import { allCompanies } from '../companies/index.js';
import { ATTENDING, listedEvents, rsvpsTo } from '../events/index.js';
import { allPosts, repliesTo } from '../forums/index.js';
import { allTradeListings } from '../marketplace/index.js';
import { allMembers, membersPage, type MemberItem } from '../members/index.js';
import { acceptedRequestsFor, roomNightsIn } from '../room-nights/index.js';
import { NUDGE_SHARDS, nudgeShard, nudgesInShard, type SmartNudgeItem } from './entities/smart-nudge.js';
import { travelPlansOfKind } from './entities/travel-plan.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, type ClubQuery } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { CONNECTING_INTROS } from './facts.js';
import { hiddenReason } from './hidden.js';
import { commonInterests, interestsOf } from './interests.js';
import { indexWorld, nudgesFor, type NudgeDraft, type World, type WorldIndex } from './nudge-rules.js';
import { putAll } from '../../platform/db/batch-write.js';
import { eachLimit } from '../../platform/lib/each-limit.js';
import { epochSeconds, nudgeId, nudgeRank } from './nudges.js';
import { later, noFacts, pairKey, strengthOf, type PairFacts } from './strength.js';

export const SMART_NUDGES = 'smart-nudges';

export interface JobOptions {
  now?: Date;
  /** Members per page (and per checkpoint). */
  pageSize?: number;
  /** Single writes in flight at once. */
  concurrency?: number;
  /** Time left in this invocation (Lambda's context); the run checkpoints and stops when it nears `reserveMs`. */
  remainingMs?: () => number;
  reserveMs?: number;
}

export interface JobResult {
  /** False when the run stopped at a checkpoint and the next run resumes it. */
  done: boolean;
  resumed: boolean;
  members: number;
  nudgesWritten: number;
  nudgesRemoved: number;
  edgesUpdated: number;
  profilesUpdated: number;
  /** Time loading the club, and in all. */
  loadMs: number;
  ms: number;
}

export { eachLimit };

/**
 * Every item of a query, all pages, as stored: a toolbox QueryCommand given
 * no entity leaves items unformatted. The job's biggest inputs (ties, nudges:
 * 500,000 items at 10,000 members) are read this way, because formatting
 * costs several times the Query itself at that size. Only for entities whose
 * attributes are saved under their own names (connection, smartNudge), in
 * partitions holding nothing else; the index key attributes come along and
 * are ignored.
 */
async function storedItems<T>(query: ClubQuery): Promise<T[]> {
  const { Items } = await clubTable.build(QueryCommand).query(query).options({ maxPages: Infinity }).send();
  return (Items ?? []) as T[];
}

/** Member-id boundaries splitting `ids` into `parts` ranges of about equal size. */
function boundaries(ids: string[], parts: number): string[] {
  const sorted = [...ids].sort();
  return Array.from({ length: parts - 1 }, (_, i) => sorted[Math.floor(((i + 1) * sorted.length) / parts)]!).filter(
    (id, i, all) => id !== undefined && all.indexOf(id) === i,
  );
}

/**
 * Every active tie, read in `parts` member-id ranges of the status index at
 * once. Its sort key is `<memberId>#<otherId>`, so a member-id range is a sort
 * key range: below the first cut, then from each cut to the next.
 */
async function activeTies(memberIds: string[], parts = 4): Promise<ConnectionItem[]> {
  const cuts = boundaries(memberIds, parts);
  const active = tiesInStatus('active');
  const ranges: ClubQuery[] = [
    cuts.length ? { ...active, range: { lt: cuts[0]! } } : active,
    ...cuts.map((lo, i): ClubQuery => ({ ...active, range: cuts[i + 1] ? { between: [lo, cuts[i + 1]!] } : { gte: lo } })),
  ];
  const found = await Promise.all(ranges.map((range) => storedItems<ConnectionItem>(range)));
  // `between` includes its upper bound, but no key equals a bare member id (`<hi>` < `<hi>#…`), so no tie is read twice; dedupe anyway.
  const seen = new Set<string>();
  return found.flat().filter((edge) => {
    const key = `${edge.memberId}|${edge.otherId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Everything the job derives once per run: the rules' world plus what edge refreshes need. */
export interface LoadedWorld {
  world: World;
  index: WorldIndex;
  edges: Map<string, Map<string, ConnectionItem>>;
  facts: Map<string, PairFacts>;
  fullMembers: Map<string, MemberItem>;
  /** Every member's stored nudges (all states), by member. */
  nudges: Map<string, SmartNudgeItem[]>;
}

/**
 * Loads the club once per run, each input paged through its "all items"
 * index (never a Scan): members, ties, waiting requests, stored nudges (by
 * shard, in parallel), companies, listings, posts and their replies, events
 * and their RSVPs, introductions, travel plans, and accepted room-night
 * requests. Cost is linear in items; per-member work then reads memory and
 * only writes.
 */
export async function loadWorld(now: Date): Promise<LoadedWorld> {
  const today = now.toISOString().slice(0, 10);
  const nowIso = now.toISOString();
  const { connections, connectionRequests, introductions, travelPlans } = networkData();
  // Oldest first: the rules see members, ties and plans in creation order.
  const asc = { ascending: true } as const;
  const memberItems = await allMembers();
  const [
    activeItems,
    blocked,
    waiting,
    nudgeShards,
    companyItems,
    listingItems,
    postItems,
    activeEvents,
    pastEvents,
    introItems,
    trips,
    homes,
    pendingNights,
    completedNights,
  ] = await Promise.all([
    activeTies(memberItems.map((member) => member.id)),
    queryAll(connections, tiesInStatus('blocked'), asc),
    queryAll(connectionRequests, requestsInStatus('requested'), asc),
    Promise.all(Array.from({ length: NUDGE_SHARDS }, (_, shard) => storedItems<SmartNudgeItem>(nudgesInShard(String(shard))))),
    allCompanies(),
    allTradeListings(),
    allPosts(),
    listedEvents('active'),
    listedEvents('inactive'),
    queryAll(introductions, INTRODUCTIONS, asc),
    queryAll(travelPlans, travelPlansOfKind('trip', today), asc),
    queryAll(travelPlans, travelPlansOfKind('home'), asc),
    roomNightsIn('pending'),
    roomNightsIn('completed'),
  ]);
  const allEvents = [...activeEvents, ...pastEvents];
  const nights = [...pendingNights, ...completedNights];
  const replied = postItems.filter((post) => post.replyCount > 0);
  const repliesByPost = new Map<string, { authorId: string; createdAt: string }[]>();
  const rsvpsByEvent = new Map<string, { memberId: string; status: string }[]>();
  const acceptedByNight = new Map<string, { requesterId: string; createdAt: string }[]>();
  await Promise.all([
    eachLimit(replied, 16, async (post) => {
      repliesByPost.set(post.id, await repliesTo(post.id));
    }),
    eachLimit(allEvents, 16, async (event) => {
      rsvpsByEvent.set(event.id, await rsvpsTo(event.id));
    }),
    eachLimit(nights, 16, async (night) => {
      acceptedByNight.set(night.id, await acceptedRequestsFor(night.id));
    }),
  ]);

  const fullMembers = new Map(memberItems.map((member) => [member.id, member]));
  const edges = new Map<string, Map<string, ConnectionItem>>();
  const blockedBy = new Map<string, Set<string>>();
  for (const edge of activeItems) {
    if (!edges.has(edge.memberId)) edges.set(edge.memberId, new Map());
    edges.get(edge.memberId)!.set(edge.otherId, edge);
  }
  for (const edge of blocked) {
    if (!blockedBy.has(edge.memberId)) blockedBy.set(edge.memberId, new Set());
    blockedBy.get(edge.memberId)!.add(edge.otherId);
  }
  const connected = (a: string, b: string) => edges.get(a)?.has(b) === true;

  // Shared history of connected pairs (strength counts only ties).
  const facts = new Map<string, PairFacts>();
  const add = (a: string, b: string, field: 'replies' | 'eventsTogether' | 'introductions' | 'roomNights', at: string) => {
    if (a === b || !connected(a, b)) return;
    const key = pairKey(a, b);
    const entry = facts.get(key) ?? noFacts();
    entry[field] += 1;
    entry.lastInteraction = later(entry.lastInteraction, at);
    facts.set(key, entry);
  };
  const authorOf = new Map(postItems.map((post) => [post.id, post.authorId]));
  for (const [postId, replies] of repliesByPost) {
    for (const reply of replies) add(reply.authorId, authorOf.get(postId)!, 'replies', reply.createdAt);
  }
  for (const event of allEvents) {
    if (event.startTime > nowIso) continue;
    const there = (rsvpsByEvent.get(event.id) ?? []).filter((rsvp) => ATTENDING.has(rsvp.status)).map((rsvp) => rsvp.memberId);
    const present = new Set(there);
    for (const a of there) {
      for (const b of edges.get(a)?.keys() ?? []) if (a < b && present.has(b)) add(a, b, 'eventsTogether', event.startTime);
    }
  }
  for (const intro of introItems) {
    if (!CONNECTING_INTROS.has(intro.status)) continue;
    const at = intro.updatedAt ?? intro.createdAt;
    add(intro.requesterId, intro.targetUserId, 'introductions', at);
    add(intro.requesterId, intro.introducerId, 'introductions', at);
    add(intro.introducerId, intro.targetUserId, 'introductions', at);
  }
  for (const night of nights) {
    for (const request of acceptedByNight.get(night.id) ?? []) add(night.ownerId, request.requesterId, 'roomNights', request.createdAt);
  }

  // Interests: topics posted in, chapters, company industry and HS codes.
  const topics = new Map<string, Set<string>>();
  for (const post of postItems) {
    if (!topics.has(post.authorId)) topics.set(post.authorId, new Set());
    topics.get(post.authorId)!.add(post.topicTag);
  }
  const companyById = new Map(companyItems.map((company) => [company.id, company]));
  const hsByCompany = new Map<string, string[]>();
  for (const listing of listingItems) hsByCompany.set(listing.companyId, [...(hsByCompany.get(listing.companyId) ?? []), listing.hsCode]);
  const interests = new Map<string, string[]>();
  for (const member of memberItems) {
    const company = member.companyId ? companyById.get(member.companyId) : undefined;
    interests.set(
      member.id,
      interestsOf({
        topics: topics.get(member.id) ?? [],
        chapters: member.chapters,
        industry: company?.industry,
        hsCodes: member.companyId ? [...(company?.hsCodes ?? []), ...(hsByCompany.get(member.companyId) ?? [])] : [],
      }),
    );
  }

  const pending = new Map<string, Set<string>>();
  const wait = (a: string, b: string) => pending.set(a, new Set([...(pending.get(a) ?? []), b]));
  for (const request of waiting) {
    wait(request.fromUserId, request.toUserId);
    wait(request.toUserId, request.fromUserId);
  }
  const nudges = new Map<string, SmartNudgeItem[]>();
  for (const nudge of nudgeShards.flat()) nudges.set(nudge.memberId, [...(nudges.get(nudge.memberId) ?? []), nudge]);

  const ties = new Map<string, Map<string, number>>();
  for (const [memberId, mine] of edges) {
    ties.set(memberId, new Map([...mine.keys()].map((otherId) => [otherId, strengthOf(facts.get(pairKey(memberId, otherId)) ?? noFacts(), now)])));
  }
  const world: World = {
    now,
    // Suspended members are in no one's nudges, nor get any; members who hid from suggestions are nudged about only to their connections.
    members: new Map(
      memberItems
        .filter((member) => !member.suspendedAt)
        .map((member) => [
          member.id,
          { id: member.id, firstName: member.firstName, lastName: member.lastName, chapters: member.chapters, companyId: member.companyId },
        ]),
    ),
    unsuggested: new Set(memberItems.filter((member) => member.hideFromSuggestions).map((member) => member.id)),
    ties,
    blocked: blockedBy,
    interests,
    pending,
    introductions: introItems.map((intro) => ({
      id: intro.id,
      requesterId: intro.requesterId,
      targetUserId: intro.targetUserId,
      introducerId: intro.introducerId,
      status: intro.status,
      followUpAt: intro.followUpAt,
    })),
    plans: [...trips, ...homes],
    events: activeEvents
      .filter((event) => !registrationClosure(event, now.getTime()))
      .map((event) => {
        const answers = (rsvpsByEvent.get(event.id) ?? []).filter((rsvp) => rsvp.status !== 'cancelled');
        return {
          id: event.id,
          title: event.title,
          description: event.description,
          city: event.city,
          country: event.country,
          tags: event.tags,
          startTime: event.startTime,
          attendees: new Set(answers.filter((rsvp) => ATTENDING.has(rsvp.status)).map((rsvp) => rsvp.memberId)),
          rsvped: new Set(answers.map((rsvp) => rsvp.memberId)),
        };
      }),
    companies: new Map(companyItems.map((company) => [company.id, { id: company.id, name: company.name, industry: company.industry }])),
    listings: listingItems.map((listing) => ({
      id: listing.id,
      kind: listing.kind,
      title: listing.title,
      hsCode: listing.hsCode,
      companyId: listing.companyId,
      postedBy: listing.postedBy,
    })),
  };
  return { world, index: indexWorld(world), edges, facts, fullMembers, nudges };
}

const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/** What the job keeps current on an edge. */
type EdgeChanges = Pick<
  ConnectionItem,
  'strength' | 'commonInterests' | 'mutualConnections' | 'otherFirstName' | 'otherLastName' | 'otherInterests' | 'otherChapters'
> &
  Partial<
    Pick<ConnectionItem, 'lastInteraction' | 'otherLinkedinUrl' | 'otherProfileImageUrl' | 'otherTitle' | 'otherCompanyName' | 'otherVerified' | 'otherHidden'>
  >;

/** The fields of an edge the job keeps current, when they differ from what is stored. */
function edgeChanges(loaded: LoadedWorld, edge: ConnectionItem, now: Date): EdgeChanges | undefined {
  const { world, facts, edges, fullMembers } = loaded;
  const other = fullMembers.get(edge.otherId);
  if (!other) return undefined;
  const pair = facts.get(pairKey(edge.memberId, edge.otherId)) ?? noFacts();
  const mine = edges.get(edge.memberId) ?? new Map();
  const theirs = edges.get(edge.otherId) ?? new Map();
  let mutual = 0;
  for (const id of mine.keys()) if (theirs.has(id)) mutual += 1;
  const myInterests = world.interests.get(edge.memberId) ?? [];
  const otherInterests = world.interests.get(edge.otherId) ?? [];
  const wanted: EdgeChanges = {
    strength: strengthOf(pair, now),
    commonInterests: commonInterests(myInterests, otherInterests),
    mutualConnections: mutual,
    ...(pair.lastInteraction ? { lastInteraction: later(edge.lastInteraction, pair.lastInteraction) } : {}),
    otherFirstName: other.firstName,
    otherLastName: other.lastName,
    ...(other.linkedinUrl ? { otherLinkedinUrl: other.linkedinUrl } : {}),
    ...(other.profileImageUrl ? { otherProfileImageUrl: other.profileImageUrl } : {}),
    ...(other.title ? { otherTitle: other.title } : {}),
    ...(other.companyName ? { otherCompanyName: other.companyName } : {}),
    otherVerified: Boolean(other.verifiedAt),
    otherInterests,
    otherChapters: other.chapters,
    ...(hiddenReason(other) ? { otherHidden: hiddenReason(other) } : {}),
  };
  const changed =
    wanted.strength !== edge.strength ||
    wanted.mutualConnections !== edge.mutualConnections ||
    !same(wanted.commonInterests, edge.commonInterests) ||
    (wanted.lastInteraction !== undefined && wanted.lastInteraction !== edge.lastInteraction) ||
    wanted.otherFirstName !== edge.otherFirstName ||
    wanted.otherLastName !== edge.otherLastName ||
    (wanted.otherLinkedinUrl ?? edge.otherLinkedinUrl) !== edge.otherLinkedinUrl ||
    (wanted.otherProfileImageUrl ?? edge.otherProfileImageUrl) !== edge.otherProfileImageUrl ||
    (wanted.otherTitle ?? edge.otherTitle) !== edge.otherTitle ||
    (wanted.otherCompanyName ?? edge.otherCompanyName) !== edge.otherCompanyName ||
    wanted.otherVerified !== edge.otherVerified ||
    !same(wanted.otherInterests, edge.otherInterests) ||
    !same(wanted.otherChapters, edge.otherChapters) ||
    wanted.otherHidden !== edge.otherHidden;
  return changed ? wanted : undefined;
}

/** A draft as the item the job writes (creation time kept from an earlier run). */
function nudgeItem(memberId: string, draft: NudgeDraft, existing: SmartNudgeItem | undefined, now: Date): SmartNudgeItem {
  return {
    memberId,
    id: nudgeId(memberId, draft.type, draft.subject),
    type: draft.type,
    subject: draft.subject,
    priority: draft.priority,
    rank: nudgeRank(draft.priority),
    title: draft.title,
    message: draft.message,
    actionUrl: draft.actionUrl,
    actionLabel: draft.actionLabel,
    metadata: draft.metadata,
    state: 'active',
    isRead: existing?.isRead ?? false,
    isActioned: false,
    createdAt: existing?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: draft.expiresAt,
    shard: nudgeShard(memberId),
  };
}

/** Whether an active nudge already says what the draft says (and has more than half its life left), so the run skips the write. */
const current = (existing: SmartNudgeItem, item: SmartNudgeItem, now: Date) =>
  existing.title === item.title &&
  existing.message === item.message &&
  existing.priority === item.priority &&
  existing.actionUrl === item.actionUrl &&
  existing.expiresAt - epochSeconds(now) > Math.min((NUDGE_DAYS.active * 86_400) / 2, item.expiresAt - epochSeconds(now) - 3_600) &&
  existing.expiresAt <= item.expiresAt + 86_400;

/**
 * One member, from memory: their nudges now, against those stored. New ones
 * are collected for batch writes (nothing stored to overwrite: the job is the
 * only writer of new nudges); changed ones are put conditioned on being still
 * active, so a dismissal or action meanwhile wins; active ones whose subject
 * is gone are deleted on the same condition. Their ties and interest profile
 * are refreshed where they changed.
 */
function processMember(
  loaded: LoadedWorld,
  memberId: string,
  storedInterests: string[] | undefined,
  now: Date,
  result: JobResult,
  fresh: SmartNudgeItem[],
): (() => Promise<unknown>)[] {
  const { smartNudges, connections, networkProfiles } = networkData();
  const existing = loaded.nudges.get(memberId) ?? [];
  const drafts = nudgesFor(loaded.world, loaded.index, memberId);
  const byId = new Map(existing.map((nudge) => [nudge.id, nudge]));
  const wanted = new Set<string>();
  const writes: (() => Promise<unknown>)[] = [];
  for (const draft of drafts) {
    const id = nudgeId(memberId, draft.type, draft.subject);
    if (wanted.has(id)) continue;
    wanted.add(id);
    const before = byId.get(id);
    if (before && before.state !== 'active') continue;
    const item = nudgeItem(memberId, draft, before, now);
    if (before && current(before, item, now)) continue;
    result.nudgesWritten += 1;
    if (!before) {
      fresh.push(item);
      continue;
    }
    writes.push(() =>
      smartNudges
        .build(PutItemCommand)
        .item(item)
        .options({ condition: { attr: 'state', eq: 'active' } })
        .send()
        .catch(ignoreConditionFailure),
    );
  }
  for (const nudge of existing) {
    if (nudge.state !== 'active' || wanted.has(nudge.id)) continue;
    result.nudgesRemoved += 1;
    writes.push(() =>
      smartNudges
        .build(DeleteItemCommand)
        .key({ memberId, id: nudge.id })
        .options({ condition: { attr: 'state', eq: 'active' } })
        .send()
        .catch(ignoreConditionFailure),
    );
  }
  for (const edge of loaded.edges.get(memberId)?.values() ?? []) {
    const changes = edgeChanges(loaded, edge, now);
    if (!changes) continue;
    result.edgesUpdated += 1;
    writes.push(() =>
      connections
        .build(UpdateItemCommand)
        .item({
          memberId,
          otherId: edge.otherId,
          ...changes,
          // Whole lists replaced, not merged element by element.
          commonInterests: $set(changes.commonInterests),
          otherInterests: $set(changes.otherInterests),
          otherChapters: $set(changes.otherChapters),
          otherHidden: changes.otherHidden ?? $remove(),
          updatedAt: now.toISOString(),
        })
        .options({
          condition: {
            and: [
              { attr: 'memberId', exists: true },
              { attr: 'status', eq: 'active' },
            ],
          },
        })
        .send()
        .catch(ignoreConditionFailure),
    );
  }
  const interests = loaded.world.interests.get(memberId) ?? [];
  if (!storedInterests || !same(storedInterests, interests)) {
    result.profilesUpdated += 1;
    writes.push(() => networkProfiles.build(PutItemCommand).item({ memberId, interests, computedAt: now.toISOString() }).send());
  }
  return writes;
}

function ignoreConditionFailure(error: unknown): void {
  // The item changed meanwhile (dismissed, acted on, removed): the member's action wins.
  if (!isConditionFailed(error)) throw error;
}

/**
 * The smart-nudges job (shared/src/schedules.ts). Loads the club once, then
 * pages through the members newest first, `pageSize` at a time, saving the
 * next page's cursor after each page; when the invocation nears its time
 * limit it stops there and the next run resumes from the checkpoint (one
 * started within the last day), so a timeout never restarts from zero. A run
 * that reaches the end deletes the checkpoint. Idempotent: nudge ids derive
 * from member, type and subject; unchanged nudges are not rewritten.
 */
export async function runSmartNudges(options: JobOptions = {}): Promise<JobResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 200;
  const remainingMs = options.remainingMs ?? (() => Number.POSITIVE_INFINITY);
  const reserveMs = options.reserveMs ?? 60_000;
  const { scheduleCheckpoints, networkProfiles } = networkData();
  const { Item: checkpoint } = await scheduleCheckpoints.build(GetItemCommand).key({ schedule: SMART_NUDGES }).options({ consistent: true }).send();
  const resumable = checkpoint && now.getTime() - Date.parse(checkpoint.runStartedAt) < 86_400_000 ? checkpoint : undefined;
  const runStartedAt = resumable?.runStartedAt ?? now.toISOString();
  const result: JobResult = {
    done: false,
    resumed: Boolean(resumable),
    members: 0,
    nudgesWritten: 0,
    nudgesRemoved: 0,
    edgesUpdated: 0,
    profilesUpdated: 0,
    loadMs: 0,
    ms: 0,
  };
  const loaded = await loadWorld(now);
  result.loadMs = Date.now() - started;
  let cursor: string | null = resumable?.cursor ?? null;
  let processed = resumable?.processed ?? 0;
  for (;;) {
    const page = await membersPage(pageSize, cursor);
    const ids: string[] = page.items.map((member) => member.id);
    const stored = ids.length
      ? await getMany(
          networkProfiles,
          ids.map((memberId) => ({ memberId })),
        )
      : [];
    const storedById = new Map(stored.map((profile) => [profile.memberId, profile.interests]));
    const fresh: SmartNudgeItem[] = [];
    const writes = ids.flatMap((memberId) => processMember(loaded, memberId, storedById.get(memberId), now, result, fresh));
    // Single conditional writes a few at a time, beside new nudges in batches of 25 (BatchWriteItem).
    await Promise.all([
      eachLimit(writes, options.concurrency ?? 8, (write) => write().then(() => undefined)),
      fresh.length ? putAll(networkData().smartNudges, fresh, 4) : undefined,
    ]);
    result.members += ids.length;
    processed += ids.length;
    cursor = page.cursor;
    if (!cursor) {
      await scheduleCheckpoints.build(DeleteItemCommand).key({ schedule: SMART_NUDGES }).send();
      result.done = true;
      break;
    }
    await scheduleCheckpoints.build(PutItemCommand).item({ schedule: SMART_NUDGES, cursor, runStartedAt, processed }).send();
    if (remainingMs() < reserveMs) break;
  }
  result.ms = Date.now() - started;
  return result;
}
