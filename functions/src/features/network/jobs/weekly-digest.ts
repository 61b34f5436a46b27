import type { Context } from 'aws-lambda';
import { displayName, registrationClosure } from '@club/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { listedEvents, rsvpsTo } from '../../events/index.js';
import { forumTitles, memberIdsOfForum, postsSince } from '../../forums/index.js';
import { digestSwitchedOff } from '../../mail/index.js';
import { membersPage, type MemberItem } from '../../members/index.js';
import { nudgesInState } from '../entities/smart-nudge.js';
import { queryPage } from '../../../platform/db/pages.js';
import { networkData } from '../data.js';
import { eachLimit } from '../../../platform/lib/each-limit.js';
import { scheduledRun } from '../../../platform/lib/scheduled-run.js';
import { digestMail, type DigestEvent, type DigestMailData, type DigestNudge, type DigestPost } from '../mail/digest/data.js';
import { byCodeUnits } from '../../../platform/lib/text-order.js';

export const WEEKLY_DIGEST = 'weekly-digest';

/** How many of each the mail lists (the rest are counted, with a link to the page). */
const LISTED = 5;
/** Events further away than this are left for a later digest. */
const EVENTS_AHEAD_MS = 30 * 86_400_000;
const WEEK_MS = 7 * 86_400_000;

export interface DigestOptions {
  now?: Date;
  /** Members per page (and per checkpoint). */
  pageSize?: number;
  /** Members read at once within a page. */
  concurrency?: number;
  /** Time left in this invocation (Lambda's context); the run checkpoints and stops when it nears `reserveMs`. */
  remainingMs?: () => number;
  reserveMs?: number;
}

export interface DigestResult {
  /** False when the run stopped at a checkpoint and the next run resumes it. */
  done: boolean;
  resumed: boolean;
  members: number;
  /** Digests put in the outbox by this run. */
  queued: number;
  /** Members whose digest for the week was already queued (a second run). */
  alreadyQueued: number;
  /** Members with nothing new, or with the digest turned off. */
  nothingToSend: number;
  ms: number;
}

/** The ISO 8601 week of `date` (UTC), e.g. `2026-W48`: Monday starts it, and week 1 holds the year's first Thursday. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The outbox id of a member's digest for a week: a second run's put finds it and writes nothing. */
export const digestMailId = (memberId: string, week: string): string => `digest-${week}-${memberId}`;

/** What the whole club shares this week, read once per run. */
interface Week {
  /** Open upcoming events, soonest first, with who has answered (any RSVP) and who organizes. */
  events: { event: DigestEvent; createdBy: string; answered: Set<string> }[];
  /** Posts since a week ago, newest first, with their forum and author. */
  posts: { post: DigestPost; forumId: string; authorId: string }[];
  /** The forums each member posts in, for the forums that have new posts. */
  forumsOf: Map<string, Set<string>>;
}

/**
 * Reads the week once: listed events ending from now on (open for RSVP,
 * starting within 30 days) with their RSVPs, posts of the last seven days
 * (one range Query of the all-posts index), and the members of just the
 * forums those posts are in (forum membership: the member has posted there).
 */
async function loadWeek(now: Date): Promise<Week> {
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const [listed, recent] = await Promise.all([listedEvents('active', now.toISOString()), postsSince(since)]);
  const open = listed
    .filter((event) => !registrationClosure(event, now.getTime()) && Date.parse(event.startTime) <= now.getTime() + EVENTS_AHEAD_MS)
    .sort((a, b) => byCodeUnits(a.startTime, b.startTime));
  const forumIds = [...new Set(recent.map((post) => post.forumId))];
  const answered = new Map<string, Set<string>>();
  const forumsOf = new Map<string, Set<string>>();
  const [forumTitle] = await Promise.all([
    forumTitles(forumIds),
    eachLimit(open, 4, async (event) => {
      const answers = await rsvpsTo(event.id);
      answered.set(event.id, new Set(answers.map((rsvp) => rsvp.memberId)));
    }),
    eachLimit(forumIds, 4, async (forumId) => {
      for (const memberId of await memberIdsOfForum(forumId)) {
        const mine = forumsOf.get(memberId) ?? new Set<string>();
        mine.add(forumId);
        forumsOf.set(memberId, mine);
      }
    }),
  ]);
  return {
    events: open.map((event) => ({
      event: {
        id: event.id,
        title: event.title,
        startTime: event.startTime,
        timeZone: event.timeZone,
        place: event.isVirtual ? 'Online' : (event.city ?? 'Venue to be announced'),
      },
      createdBy: event.createdBy,
      answered: answered.get(event.id) ?? new Set(),
    })),
    posts: recent.map((post) => ({
      post: {
        id: post.id,
        title: post.title,
        forumTitle: forumTitle.get(post.forumId) ?? 'the forums',
        authorName: post.author ? `${post.author.firstName} ${post.author.lastName}` : 'A member',
      },
      forumId: post.forumId,
      authorId: post.authorId,
    })),
    forumsOf,
  };
}

/** The member's digest, or undefined when there is nothing new for them. */
async function digestFor(member: MemberItem, week: Week, weekName: string, now: Date): Promise<DigestMailData['weekly-digest'] | undefined> {
  // Highest priority first; one more than listed is enough to say "and n more" up to a page of 20.
  const { items } = await queryPage(networkData().smartNudges, nudgesInState(member.id, 'active'), { limit: 20, ascending: true });
  const nudges: DigestNudge[] = items
    .filter((nudge) => nudge.expiresAt * 1000 > now.getTime())
    .map((nudge) => ({
      title: nudge.title,
      message: nudge.message,
      ...(nudge.actionUrl ? { actionUrl: nudge.actionUrl } : {}),
      ...(nudge.actionLabel ? { actionLabel: nudge.actionLabel } : {}),
    }));
  const events = week.events.filter(({ createdBy, answered }) => createdBy !== member.id && !answered.has(member.id)).map(({ event }) => event);
  const mine = week.forumsOf.get(member.id);
  const posts = mine ? week.posts.filter(({ forumId, authorId }) => mine.has(forumId) && authorId !== member.id).map(({ post }) => post) : [];
  if (!nudges.length && !events.length && !posts.length) return undefined;
  const more = (all: unknown[]) => Math.max(0, all.length - LISTED);
  return {
    memberName: displayName(member),
    week: weekName,
    nudges: nudges.slice(0, LISTED),
    events: events.slice(0, LISTED),
    posts: posts.slice(0, LISTED),
    ...(more(nudges) ? { moreNudges: more(nudges) } : {}),
    ...(more(events) ? { moreEvents: more(events) } : {}),
    ...(more(posts) ? { morePosts: more(posts) } : {}),
  };
}

/**
 * The weekly digest (Monday 08:00 IST): for every member with something new
 * (active nudges, open events they have not answered, new posts in forums
 * they post in) one `weekly-digest` mail in the outbox. Pages through the
 * members, saving the next page's cursor after each page, so a run near its
 * time limit stops and the next resumes (same week only). Each digest's id is
 * the member and ISO week, put only if absent: running twice, or two runs
 * overlapping, queue one digest per member and week. Members who turned the
 * digest off get none queued (the consumer checks again when sending).
 */
export async function runWeeklyDigest(options: DigestOptions = {}): Promise<DigestResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const weekName = isoWeek(now);
  const pageSize = options.pageSize ?? 100;
  const remainingMs = options.remainingMs ?? (() => Number.POSITIVE_INFINITY);
  const reserveMs = options.reserveMs ?? 60_000;
  const { scheduleCheckpoints } = networkData();
  const { Item: checkpoint } = await scheduleCheckpoints.build(GetItemCommand).key({ schedule: WEEKLY_DIGEST }).options({ consistent: true }).send();
  const resumable = checkpoint && isoWeek(new Date(checkpoint.runStartedAt)) === weekName ? checkpoint : undefined;
  const runStartedAt = resumable?.runStartedAt ?? now.toISOString();
  const result: DigestResult = {
    done: false,
    resumed: Boolean(resumable),
    members: 0,
    queued: 0,
    alreadyQueued: 0,
    nothingToSend: 0,
    ms: 0,
  };
  const week = await loadWeek(now);
  let cursor: string | null = resumable?.cursor ?? null;
  let processed = resumable?.processed ?? 0;
  for (;;) {
    const page = await membersPage(pageSize, cursor);
    // Suspended members get no mail (erased ones are no longer in the list at all).
    const withMail = page.items.filter((member) => member.email && !member.suspendedAt);
    // One BatchGet of the page's preferences: a member with the digest off is not even read further.
    const off = await digestSwitchedOff(withMail.map((member) => member.id));
    result.nothingToSend += page.items.length - withMail.length + off.size;
    await eachLimit(
      withMail.filter((member) => !off.has(member.id)),
      options.concurrency ?? 8,
      async (member) => {
        const data = await digestFor(member, week, weekName, now);
        if (!data) {
          result.nothingToSend += 1;
          return;
        }
        const draft = {
          id: digestMailId(member.id, weekName),
          template: 'weekly-digest' as const,
          data,
          to: member.email,
          memberId: member.id,
        };
        const written = await digestMail.once(draft);
        result[written ? 'queued' : 'alreadyQueued'] += 1;
      },
    );
    result.members += page.items.length;
    processed += page.items.length;
    cursor = page.cursor;
    if (!cursor) {
      await scheduleCheckpoints.build(DeleteItemCommand).key({ schedule: WEEKLY_DIGEST }).send();
      result.done = true;
      break;
    }
    await scheduleCheckpoints.build(PutItemCommand).item({ schedule: WEEKLY_DIGEST, cursor, runStartedAt, processed }).send();
    if (remainingMs() < reserveMs) break;
  }
  result.ms = Date.now() - started;
  return result;
}

/**
 * The weekly-digest schedule (shared/src/schedules.ts). Stops at a
 * checkpoint a minute before the invocation's time limit; the next run
 * resumes from it. Locally `npm run job -- weekly-digest` runs it once.
 */
export const handler = (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DigestResult> =>
  scheduledRun('weekly-digest', () =>
    runWeeklyDigest({
      remainingMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
    }),
  );
