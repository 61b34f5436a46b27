import type { Chapter } from '../members/constants.js';

/** Network graph values: connections, introductions, nudges, travel. */

export const CONNECTION_STATUSES = ['active', 'requested', 'declined', 'blocked'] as const;
/** A connection request's states: `withdrawn` (the sender took it back) is added to the spec's set. */
export const CONNECTION_REQUEST_STATUSES = ['requested', 'active', 'declined', 'blocked', 'withdrawn'] as const;
export type ConnectionRequestStatus = (typeof CONNECTION_REQUEST_STATUSES)[number];
/** How the caller stands with another member (Connect / Pending / Respond / Connected buttons). */
export const RELATIONSHIPS = ['self', 'none', 'outgoing', 'incoming', 'connected', 'blocked'] as const;
export const INTRO_PURPOSES = ['business', 'investment', 'hiring', 'collaboration'] as const;
export type IntroPurpose = (typeof INTRO_PURPOSES)[number];
/**
 * Introduction states (pending, approved, declined, completed) plus
 * `accepted`: the target accepted the approved introduction and is now
 * connected to the requester. Approved or accepted and not yet successful show
 * Mark as Successful and Follow Up; Mark as Successful moves to completed.
 */
export const INTRO_STATUSES = ['pending', 'approved', 'accepted', 'declined', 'completed'] as const;
export type IntroStatus = (typeof INTRO_STATUSES)[number];
/** The caller's part in an introduction. */
export const INTRO_ROLES = ['requester', 'introducer', 'target'] as const;
export type IntroRole = (typeof INTRO_ROLES)[number];
export const NUDGE_TYPES = ['location_overlap', 'mutual_interest', 'introduction_suggestion', 'event_recommendation', 'business_opportunity'] as const;
export type NudgeType = (typeof NUDGE_TYPES)[number];
export const NUDGE_TYPE_LABELS: Record<NudgeType, string> = {
  location_overlap: 'Location Overlap',
  mutual_interest: 'Mutual Interest',
  introduction_suggestion: 'Introduction Suggestion',
  event_recommendation: 'Event Recommendation',
  business_opportunity: 'Business Opportunity',
};
/** A nudge's priority (1 up, default 1; the rules give 3 to 5) in words: 'High' from 4, 'Medium' at 3, else 'Low'. */
export const nudgePriorityLabel = (priority: number): 'High' | 'Medium' | 'Low' => (priority >= 4 ? 'High' : priority === 3 ? 'Medium' : 'Low');
/** active = shown in the strip; dismissed and actioned leave it and are never rewritten for the same subject. */
export const NUDGE_STATES = ['active', 'dismissed', 'actioned'] as const;
/** Network display counts and bounds. */
export const NETWORK_LIMITS = {
  /** Nudges shown in the strip. */
  nudgesShown: 3,
  /** Common interests shown on direct and 2nd degree cards, and on 3rd degree cards. */
  interestsShown: 3,
  interestsShownThirdDegree: 2,
  /** Mutual connections shown as faces on a 2nd or 3rd degree card. */
  mutualFacesShown: 3,
  strengthMin: 1,
  strengthMax: 10,
  /** Loading placeholders on the connection lists. */
  loadingCards: 6,
  /** 3rd degree is explored through at most this many 2nd degree members (those with the most mutual connections). */
  thirdDegreeFrontier: 50,
  /** The ego graph draws at most this many 2nd degree members (most mutual connections first). */
  graphSecondDegree: 60,
  /** Connection request note and introduction message / note lengths. */
  noteMax: 500,
  messageMax: 2_000,
  /** A member's active connections the lists read in one Query page. */
  connectionsMax: 1_000,
  /** Upcoming travel plans a member may hold. */
  travelPlansMax: 50,
} as const;
/** Days a nudge stays before it expires (TTL), and how long a dismissed or actioned one is kept so its subject stays quiet. */
export const NUDGE_DAYS = { active: 14, kept: 365 } as const;
/**
 * The Network page's tabs as URL values (`/network-graph?tab=...`; My Network
 * when absent) and the search params nudges' action URLs carry:
 * `intro=<targetId>&via=<introducerId>` opens the Request Introduction dialog,
 * `connect=<memberId>` the Connect dialog, `plan=<planId>` a travel plan's
 * overlaps, `introduction=<id>` one introduction.
 */
export const NETWORK_TABS = ['network', 'second-degree', 'third-degree', 'introductions', 'graph', 'requests', 'travel'] as const;
export type NetworkTab = (typeof NETWORK_TABS)[number];
/** A member's home city by chapter, where a member has no home location of their own (travel overlaps). */
export const CHAPTER_CITIES: Partial<Record<Chapter, { city: string; country: string }>> = {
  'AP-Vizag': { city: 'Visakhapatnam', country: 'India' },
  'AP-Vijayawada': { city: 'Vijayawada', country: 'India' },
  'AP-Tirupati': { city: 'Tirupati', country: 'India' },
  Telangana: { city: 'Hyderabad', country: 'India' },
  UAE: { city: 'Dubai', country: 'UAE' },
  UK: { city: 'London', country: 'UK' },
  Singapore: { city: 'Singapore', country: 'Singapore' },
};
