import { NETWORK_LIMITS } from '@club/shared';

/** What two members did together in the club. */
export interface PairFacts {
  /** Replies by one to a post of the other, either way. */
  replies: number;
  /** Events both attended (both RSVPs confirmed or checked in, event started). */
  eventsTogether: number;
  /** Introductions both were party to that connected someone (accepted or completed). */
  introductions: number;
  /** Accepted room-night requests between them (either owner). */
  roomNights: number;
  /** ISO time of the latest of these. */
  lastInteraction?: string | undefined;
}

export const noFacts = (): PairFacts => ({ replies: 0, eventsTogether: 0, introductions: 0, roomNights: 0 });

const RECENT_DAYS = 90;

/**
 * Connection strength, 1–10 (documented in docs/decisions.md):
 * 1 + min(replies, 3) + min(events together, 2) + (an introduction ? 2 : 0)
 *   + (a room night ? 1 : 0) + (any of these in the last 90 days ? 1 : 0).
 * A new connection with no shared history is 1, the default.
 */
export function strengthOf(facts: PairFacts, now: Date): number {
  let score = 1;
  score += Math.min(facts.replies, 3);
  score += Math.min(facts.eventsTogether, 2);
  score += facts.introductions > 0 ? 2 : 0;
  score += facts.roomNights > 0 ? 1 : 0;
  if (facts.lastInteraction && now.getTime() - Date.parse(facts.lastInteraction) <= RECENT_DAYS * 86_400_000) score += 1;
  return Math.max(NETWORK_LIMITS.strengthMin, Math.min(NETWORK_LIMITS.strengthMax, score));
}

/** The later of two ISO times (either may be absent). */
export const later = (a: string | undefined, b: string | undefined): string | undefined => (!a ? b : !b ? a : a > b ? a : b);

/** A pair's key, the same from either side. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
