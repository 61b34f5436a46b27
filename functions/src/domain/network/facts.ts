import { eventData } from '../../db/services/events.js';
import { forumData } from '../../db/services/forums.js';
import { networkData } from '../../db/services/network.js';
import { roomNightData } from '../../db/services/room-nights.js';
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
  const [rsvpsA, rsvpsB, partiesA, postsA, postsB, requestsA, requestsB] = await Promise.all([
    rsvps.query.byMember({ memberId: a }).go({ pages: 'all' }),
    rsvps.query.byMember({ memberId: b }).go({ pages: 'all' }),
    introParties.query.byMember({ memberId: a }).go({ pages: 'all' }),
    memberPosts.query.byAuthor({ authorId: a }).go({ limit: RECENT_POSTS, order: 'desc' }),
    memberPosts.query.byAuthor({ authorId: b }).go({ limit: RECENT_POSTS, order: 'desc' }),
    roomRequests.query.byRequester({ requesterId: a }).go({ pages: 'all' }),
    roomRequests.query.byRequester({ requesterId: b }).go({ pages: 'all' }),
  ]);
  const attendedB = new Set(rsvpsB.data.filter((rsvp) => ATTENDING.has(rsvp.status)).map((rsvp) => rsvp.eventId));
  const sharedEvents = [...new Set(rsvpsA.data.filter((rsvp) => ATTENDING.has(rsvp.status) && attendedB.has(rsvp.eventId)).map((rsvp) => rsvp.eventId))];
  const introIds = partiesA.data.filter((p) => [p.requesterId, p.targetUserId, p.introducerId].includes(b)).map((p) => p.introId);
  const accepted = [
    ...requestsA.data.filter((request) => request.status === 'accepted').map((request) => ({ request, owner: b })),
    ...requestsB.data.filter((request) => request.status === 'accepted').map((request) => ({ request, owner: a })),
  ];
  const [sharedEventItems, introItems, nights, repliesOnA, repliesOnB] = await Promise.all([
    sharedEvents.length ? events.get(sharedEvents.map((id) => ({ id }))).go() : { data: [] },
    introIds.length ? introductions.get(introIds.map((id) => ({ id }))).go() : { data: [] },
    accepted.length ? roomNights.get([...new Set(accepted.map(({ request }) => request.roomNightId))].map((id) => ({ id }))).go() : { data: [] },
    Promise.all(postsA.data.map((post) => postReplies.query.byPost({ postId: post.postId }).go({ pages: 'all' }))),
    Promise.all(postsB.data.map((post) => postReplies.query.byPost({ postId: post.postId }).go({ pages: 'all' }))),
  ]);
  for (const event of sharedEventItems.data) {
    if (event.startTime > nowIso) continue;
    facts.eventsTogether += 1;
    facts.lastInteraction = later(facts.lastInteraction, event.startTime);
  }
  for (const intro of introItems.data) {
    if (!CONNECTING_INTROS.has(intro.status)) continue;
    facts.introductions += 1;
    facts.lastInteraction = later(facts.lastInteraction, intro.updatedAt ?? intro.createdAt);
  }
  const ownerOf = new Map(nights.data.map((night) => [night.id, night.ownerId]));
  for (const { request, owner } of accepted) {
    if (ownerOf.get(request.roomNightId) !== owner) continue;
    facts.roomNights += 1;
    facts.lastInteraction = later(facts.lastInteraction, request.createdAt);
  }
  for (const [replies, author] of [[repliesOnA, b], [repliesOnB, a]] as const) {
    for (const reply of replies.flatMap((page) => page.data)) {
      if (reply.authorId !== author) continue;
      facts.replies += 1;
      facts.lastInteraction = later(facts.lastInteraction, reply.createdAt);
    }
  }
  return facts;
}
