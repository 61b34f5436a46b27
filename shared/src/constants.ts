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
