/** Business constants from spec 1 §9 and §3: one place for every enum both sides use. */

export const BADGES = ['founder', 'investor', 'govt_liaison', 'exporter', 'importer', 'philanthropist'] as const;
export type Badge = (typeof BADGES)[number];

export const CHAPTERS = [
  'AP-Vizag',
  'AP-Vijayawada',
  'AP-Tirupati',
  'Telangana',
  'USA',
  'UAE',
  'UK',
  'Singapore',
] as const;
export type Chapter = (typeof CHAPTERS)[number];

export const MEMBER_ROLES = ['member', 'staff', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Delay before the browser is sent to /api/login after an unauthorized answer (spec 1 §9). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Session lifetimes (issue 2): sliding idle window inside a hard absolute cap. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** How long a sign-in attempt (state, nonce, PKCE verifier) stays usable. */
export const LOGIN_ATTEMPT_SECONDS = 10 * 60;

/** Message codes the callback puts on `/?signin_error=` so the landing page can explain. */
export const SIGNIN_ERRORS = {
  denied: 'Sign-in was cancelled. You can try again whenever you are ready.',
  expired: 'Your sign-in took too long or was already used. Please sign in again.',
  failed: 'We could not complete your sign-in. Please try again.',
} as const;
export type SigninErrorCode = keyof typeof SIGNIN_ERRORS;

/** Forum topics (spec 1 §3) and their tab labels (spec 1 §2). */
export const TOPIC_TAGS = ['trade', 'capital', 'tech', 'infrastructure', 'healthcare', 'hiring'] as const;
export type TopicTag = (typeof TOPIC_TAGS)[number];
export const TOPIC_LABELS: Record<TopicTag, string> = {
  trade: 'Trade',
  capital: 'Capital',
  tech: 'Tech',
  infrastructure: 'Infrastructure',
  healthcare: 'Healthcare',
  hiring: 'Hiring',
};

export const POST_TYPES = ['requirement', 'offer', 'job', 'event', 'ask'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const LISTING_KINDS = ['export', 'import'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const JOB_LEVELS = ['CXO', 'VP', 'Director', 'Manager'] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];
export const REMOTE_OPTIONS = ['remote', 'hybrid', 'onsite'] as const;
export type RemoteOption = (typeof REMOTE_OPTIONS)[number];
export const ROOM_NIGHT_ACTIONS = ['donate', 'swap', 'sell'] as const;
export type RoomNightAction = (typeof ROOM_NIGHT_ACTIONS)[number];

/** Preview lengths (spec 1 §9). */
export const PREVIEW = { postBody: 150, jobDescription: 120, forumDescription: 80, ticketDetails: 150, companyDescription: 100 } as const;
/** Home feed slices (spec 1 §9). */
export const HOME_SLICES = { posts: 3, listings: 4, jobs: 2, roomNights: 2 } as const;

/** Pages: every list takes `limit` and `cursor`; the next cursor comes back in this header. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const PAGE_LIMIT = { default: 20, max: 50 } as const;

/** Darshan plan statuses (spec 2 §4), plus `cancelled` for a plan the member withdraws (issue 5). */
export const DARSHAN_STATUSES = ['planning', 'submitted', 'confirmed', 'completed', 'cancelled'] as const;
export type DarshanStatus = (typeof DARSHAN_STATUSES)[number];
/** Group size bounds (spec 1 §9). */
export const DARSHAN_PAX = { min: 1, max: 20 } as const;

/** Concierge (spec 1 §9, spec 2 §4). */
export const CONCIERGE_CATEGORIES = ['visa', 'govt_meetings', 'intros', 'venue_bookings', 'protocol', 'travel', 'accommodation', 'general'] as const;
export type ConciergeCategory = (typeof CONCIERGE_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** 'Active' counts these (spec 1 §4). */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'assigned', 'in_progress'];
export const CONCIERGE_LIMITS = { titleMin: 5, detailsMin: 10 } as const;
export const CHAT_REPLY_DELAY_MS = 1500;

/** Events (spec 2 §3.5, §9). */
export const EVENT_TYPES = ['summit', 'networking', 'workshop', 'investor_meetup', 'cultural'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  summit: 'Summit',
  networking: 'Networking',
  workshop: 'Workshop',
  investor_meetup: 'Investor Meetup',
  cultural: 'Cultural',
};
/** RSVP statuses (spec 2 §4), plus `cancelled` for an RSVP the member withdraws (issue 12). */
export const RSVP_STATUSES = ['pending', 'confirmed', 'declined', 'waitlist', 'checked_in', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
/** Statuses that hold a seat (counted in `currentAttendees`). */
export const SEATED_RSVP_STATUSES: readonly RsvpStatus[] = ['confirmed', 'checked_in'];
/** Statuses a member may cancel. */
export const CANCELLABLE_RSVP_STATUSES: readonly RsvpStatus[] = ['pending', 'waitlist', 'confirmed'];
/** Loading placeholders (spec 2 §9): upcoming events, own events, RSVPs. */
export const EVENT_LOADING_CARDS = { upcoming: 4, myEvents: 2, myRsvps: 3 } as const;
/** Bounds of an event: the largest capacity and the longest waitlist one event item keeps. */
export const EVENT_LIMITS = { maxAttendees: 100_000, waitlist: 1_000 } as const;
/** The time zone of an event when the form sends none. */
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Kolkata';

/** Network graph (spec 2 §3.6, §4, §9; issue 13). */
export const CONNECTION_STATUSES = ['active', 'requested', 'declined', 'blocked'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
/** A connection request's states: `withdrawn` (the sender took it back) is added to the spec's set. */
export const CONNECTION_REQUEST_STATUSES = ['requested', 'active', 'declined', 'blocked', 'withdrawn'] as const;
export type ConnectionRequestStatus = (typeof CONNECTION_REQUEST_STATUSES)[number];
/** How the caller stands with another member (Connect / Pending / Respond / Connected buttons). */
export const RELATIONSHIPS = ['self', 'none', 'outgoing', 'incoming', 'connected', 'blocked'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const INTRO_PURPOSES = ['business', 'investment', 'hiring', 'collaboration'] as const;
export type IntroPurpose = (typeof INTRO_PURPOSES)[number];
/**
 * Introduction states (spec 2 §4: pending, approved, declined, completed) plus
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
/** active = shown in the strip; dismissed and actioned leave it and are never rewritten for the same subject. */
export const NUDGE_STATES = ['active', 'dismissed', 'actioned'] as const;
export type NudgeState = (typeof NUDGE_STATES)[number];
/** Spec 2 §9 and the bounds. */
export const NETWORK_LIMITS = {
  /** Nudges shown in the strip. */
  nudgesShown: 3,
  /** Common interests shown on direct and 2nd degree cards, and on 3rd degree cards. */
  interestsShown: 3,
  interestsShownThirdDegree: 2,
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
/** Nudge priorities: 1 (default, lowest) to 5; the strip shows the highest first. */
export const NUDGE_PRIORITY = { min: 1, max: 5 } as const;
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
