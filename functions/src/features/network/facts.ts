import { introPartiesOf } from './entities/introduction.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll } from '../../platform/db/pages.js';
import { pastEventsAttendedTogether } from '../events/index.js';
import { repliesBetween } from '../forums/index.js';
import { networkData } from './data.js';
import { acceptedRequestsBetween } from '../room-nights/index.js';
import { later, noFacts, type PairFacts } from './strength.js';

/** Introduction statuses in which it connected someone. */
export const CONNECTING_INTROS = new Set(['accepted', 'completed']);
/** How far back the live pair read looks: each member's newest posts. */
const RECENT_POSTS = 25;

/** The introductions both members were party to (their parties, then the introductions: one BatchGet). */
async function introductionsTogether(a: string, b: string) {
  const { introParties, introductions } = networkData();
  const parties = await queryAll(introParties, introPartiesOf(a));
  const introIds = parties.filter((p) => [p.requesterId, p.targetUserId, p.introducerId].includes(b)).map((p) => p.introId);
  return introIds.length
    ? getMany(
        introductions,
        introIds.map((id) => ({ id })),
      )
    : [];
}

/**
 * What two members did together, read live (on accept): events both attended,
 * introductions both were party to, accepted room nights between them, and
 * replies to each other's recent posts. Each owner reads its part in two
 * rounds, all parts at once.
 */
export async function pairFacts(a: string, b: string, now: Date): Promise<PairFacts> {
  const facts = noFacts();
  const [events, intros, stays, replies] = await Promise.all([
    pastEventsAttendedTogether(a, b, now),
    introductionsTogether(a, b),
    acceptedRequestsBetween(a, b),
    repliesBetween(a, b, RECENT_POSTS),
  ]);
  for (const event of events) {
    facts.eventsTogether += 1;
    facts.lastInteraction = later(facts.lastInteraction, event.startTime);
  }
  for (const intro of intros) {
    if (!CONNECTING_INTROS.has(intro.status)) continue;
    facts.introductions += 1;
    facts.lastInteraction = later(facts.lastInteraction, intro.updatedAt ?? intro.createdAt);
  }
  for (const request of stays) {
    facts.roomNights += 1;
    facts.lastInteraction = later(facts.lastInteraction, request.createdAt);
  }
  for (const reply of replies) {
    facts.replies += 1;
    facts.lastInteraction = later(facts.lastInteraction, reply.createdAt);
  }
  return facts;
}
