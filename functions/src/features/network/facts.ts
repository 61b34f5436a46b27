import { introPartiesOf } from './entities/introduction.js';
import { postsByAuthor } from '../forums/entities/member-post.js';
import { repliesOf } from '../forums/entities/post-reply.js';
import { roomRequestsBy } from '../room-nights/entities/room-request.js';
import { rsvpsOfMember } from '../events/entities/rsvp.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { eventData } from '../events/data.js';
import { forumData } from '../forums/data.js';
import { networkData } from './data.js';
import { roomNightData } from '../room-nights/data.js';
import { later, noFacts, type PairFacts } from './strength.js';

/** RSVP statuses that mean the member was (or will be) there. */
export const ATTENDING = new Set(['confirmed', 'checked_in']);
/** Introduction statuses in which it connected someone. */
export const CONNECTING_INTROS = new Set(['accepted', 'completed']);
/** How far back the live pair read looks: each member's newest posts. */
const RECENT_POSTS = 25;

/**
 * What two members did together, read live (on accept): events both attended,
 * introductions both were party to, accepted room nights between them, and
 * replies to each other's recent posts. Three rounds, reads in parallel.
 */
export async function pairFacts(a: string, b: string, now: Date): Promise<PairFacts> {
  const { rsvps, events } = eventData();
  const { memberPosts, postReplies } = forumData();
  const { introParties, introductions } = networkData();
  const { roomRequests, roomNights } = roomNightData();
  const nowIso = now.toISOString();
  const facts = noFacts();
  const recent = (authorId: string) => queryPage(memberPosts, postsByAuthor(authorId), { limit: RECENT_POSTS });
  const [rsvpsA, rsvpsB, partiesA, postsA, postsB, requestsA, requestsB] = await Promise.all([
    queryAll(rsvps, rsvpsOfMember(a)),
    queryAll(rsvps, rsvpsOfMember(b)),
    queryAll(introParties, introPartiesOf(a)),
    recent(a),
    recent(b),
    queryAll(roomRequests, roomRequestsBy(a)),
    queryAll(roomRequests, roomRequestsBy(b)),
  ]);
  const attendedB = new Set(rsvpsB.filter((rsvp) => ATTENDING.has(rsvp.status)).map((rsvp) => rsvp.eventId));
  const sharedEvents = [...new Set(rsvpsA.filter((rsvp) => ATTENDING.has(rsvp.status) && attendedB.has(rsvp.eventId)).map((rsvp) => rsvp.eventId))];
  const introIds = partiesA.filter((p) => [p.requesterId, p.targetUserId, p.introducerId].includes(b)).map((p) => p.introId);
  const accepted = [
    ...requestsA.filter((request) => request.status === 'accepted').map((request) => ({ request, owner: b })),
    ...requestsB.filter((request) => request.status === 'accepted').map((request) => ({ request, owner: a })),
  ];
  const repliesTo = (posts: typeof postsA) => Promise.all(posts.items.map((post) => queryAll(postReplies, repliesOf(post.postId))));
  const [sharedEventItems, introItems, nights, repliesOnA, repliesOnB] = await Promise.all([
    sharedEvents.length ? getMany(events, sharedEvents.map((id) => ({ id }))) : [],
    introIds.length ? getMany(introductions, introIds.map((id) => ({ id }))) : [],
    accepted.length ? getMany(roomNights, [...new Set(accepted.map(({ request }) => request.roomNightId))].map((id) => ({ id }))) : [],
    repliesTo(postsA),
    repliesTo(postsB),
  ]);
  for (const event of sharedEventItems) {
    if (event.startTime > nowIso) continue;
    facts.eventsTogether += 1;
    facts.lastInteraction = later(facts.lastInteraction, event.startTime);
  }
  for (const intro of introItems) {
    if (!CONNECTING_INTROS.has(intro.status)) continue;
    facts.introductions += 1;
    facts.lastInteraction = later(facts.lastInteraction, intro.updatedAt ?? intro.createdAt);
  }
  const ownerOf = new Map(nights.map((night) => [night.id, night.ownerId]));
  for (const { request, owner } of accepted) {
    if (ownerOf.get(request.roomNightId) !== owner) continue;
    facts.roomNights += 1;
    facts.lastInteraction = later(facts.lastInteraction, request.createdAt);
  }
  for (const [replies, author] of [[repliesOnA, b], [repliesOnB, a]] as const) {
    for (const reply of replies.flat()) {
      if (reply.authorId !== author) continue;
      facts.replies += 1;
      facts.lastInteraction = later(facts.lastInteraction, reply.createdAt);
    }
  }
  return facts;
}
