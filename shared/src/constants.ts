/** Business constants: one place for every enum both sides use. */

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

/** Who may see a member's e-mail and phone: their connections, every member, or nobody. */
export const CONTACT_VISIBILITIES = ['connections', 'members', 'nobody'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
export const CONTACT_VISIBILITY_LABELS: Record<ContactVisibility, string> = {
  connections: 'My connections',
  members: 'All members',
  nobody: 'Nobody',
};

// The few constants the web's first load uses live apart, so the bundler does not put every feature's constants in it.
export { MEMBER_ROLES, hasRole, UNAUTHORIZED_REDIRECT_MS, NEXT_CURSOR_HEADER, type MemberRole } from './shell-constants.js';

/** Session lifetimes: sliding idle window inside a hard absolute cap. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** How long a sign-in attempt (state, nonce, PKCE verifier) stays usable. */
export const LOGIN_ATTEMPT_SECONDS = 10 * 60;

/** Message codes the callback puts on `/?signin_error=` so the landing page can explain. */
export const SIGNIN_ERRORS = {
  denied: 'Sign-in was cancelled. You can try again whenever you are ready.',
  expired: 'Your sign-in took too long or was already used. Please sign in again.',
  failed: 'We could not complete your sign-in. Please try again.',
  suspended: 'Your membership is suspended, so you cannot sign in. Please contact the club if you think this is a mistake.',
} as const;
export type SigninErrorCode = keyof typeof SIGNIN_ERRORS;

/** Forum topics and their tab labels. */
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

/** Preview lengths. */
export const PREVIEW = { postBody: 150, jobDescription: 120, forumDescription: 80, ticketDetails: 150, companyDescription: 100 } as const;
/** Home feed slices. */
export const HOME_SLICES = { posts: 3, listings: 4, jobs: 2, roomNights: 2 } as const;

/** Pages: every list takes `limit` and `cursor`; the next cursor comes back in the NEXT_CURSOR_HEADER header. */
export const PAGE_LIMIT = { default: 20, max: 50 } as const;

/** Darshan plan statuses, plus `cancelled` for a plan the member withdraws. */
export const DARSHAN_STATUSES = ['planning', 'submitted', 'confirmed', 'completed', 'cancelled'] as const;
export type DarshanStatus = (typeof DARSHAN_STATUSES)[number];
/** Group size bounds. */
export const DARSHAN_PAX = { min: 1, max: 20 } as const;

/** Concierge. */
export const CONCIERGE_CATEGORIES = ['visa', 'govt_meetings', 'intros', 'venue_bookings', 'protocol', 'travel', 'accommodation', 'general'] as const;
export type ConciergeCategory = (typeof CONCIERGE_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** 'Active' counts these. */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'assigned', 'in_progress'];
export const CONCIERGE_LIMITS = { titleMin: 5, detailsMin: 10 } as const;
/**
 * Answered tickets (with a first staff reply) needed before the concierge
 * shows its measured average response time; below it the figure is hidden.
 */
export const CONCIERGE_RESPONSE_MIN_ANSWERED = 5;
export const CHAT_REPLY_DELAY_MS = 1500;

/** Events. */
export const EVENT_TYPES = ['summit', 'networking', 'workshop', 'investor_meetup', 'cultural'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  summit: 'Summit',
  networking: 'Networking',
  workshop: 'Workshop',
  investor_meetup: 'Investor Meetup',
  cultural: 'Cultural',
};
/** RSVP statuses, plus `cancelled` for an RSVP the member withdraws. */
export const RSVP_STATUSES = ['pending', 'confirmed', 'declined', 'waitlist', 'checked_in', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
/** Statuses that hold a seat (counted in `currentAttendees`). */
export const SEATED_RSVP_STATUSES: readonly RsvpStatus[] = ['confirmed', 'checked_in'];
/** Statuses a member may cancel. */
export const CANCELLABLE_RSVP_STATUSES: readonly RsvpStatus[] = ['pending', 'waitlist', 'confirmed'];
/** Loading placeholders: upcoming events, own events, RSVPs. */
export const EVENT_LOADING_CARDS = { upcoming: 4, myEvents: 2, myRsvps: 3 } as const;
/** Bounds of an event: the largest capacity and the longest waitlist one event item keeps. */
export const EVENT_LIMITS = { maxAttendees: 100_000, waitlist: 1_000 } as const;
/**
 * A ticket code's characters: digits and capitals with every look-alike pair
 * left out on both sides (0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B, U/V), so a code
 * read out or typed from a phone screen cannot be mistaken.
 */
export const TICKET_CODE_ALPHABET = '3479ACEFHJKMNPRTWXY';
/** A ticket code's length: 19^8 ≈ 1.7·10^10 codes, drawn at random, and only the event's organizer can try one. */
export const TICKET_CODE_LENGTH = 8;
/** Check-in opens this long before an event's start and closes at its end (the organizer may override with a reason). */
export const CHECK_IN_OPENS_BEFORE_MINUTES = 120;
/** The time zone of an event when the form sends none. */
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Kolkata';

/** Network graph. */
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

/** Investors. */
/** Funding stages: an investor's preferred stages. */
export const FUNDING_STAGES = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'growth', 'pre_ipo'] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];
/** The stages of the opportunity form and of every stage filter; the form defaults to `seed`. */
export const OPPORTUNITY_STAGES = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'growth'] as const satisfies readonly FundingStage[];
export type OpportunityStage = (typeof OPPORTUNITY_STAGES)[number];
export const DEFAULT_OPPORTUNITY_STAGE: OpportunityStage = 'seed';
export const FUNDING_STAGE_LABELS: Record<FundingStage, string> = {
  pre_seed: 'Pre-Seed',
  seed: 'Seed',
  series_a: 'Series A',
  series_b: 'Series B',
  series_c: 'Series C',
  growth: 'Growth',
  pre_ipo: 'Pre-IPO',
};
/**
 * Industries of the opportunity form, investors' focus areas and
 * every industry filter (the schemas validate against this list, so no card
 * shows an industry a filter lacks);
 * `agritech` and `pharma` are added for the club's Andhra and Telangana deal
 * flow (aquaculture tech, bulk drug makers), before `other`.
 */
export const INDUSTRIES = ['fintech', 'edtech', 'healthtech', 'saas', 'ecommerce', 'ai_ml', 'blockchain', 'logistics', 'agritech', 'pharma', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  fintech: 'Fintech',
  edtech: 'Edtech',
  healthtech: 'Healthtech',
  saas: 'SaaS',
  ecommerce: 'E-commerce',
  ai_ml: 'AI/ML',
  blockchain: 'Blockchain',
  logistics: 'Logistics',
  agritech: 'Agritech',
  pharma: 'Pharma',
  other: 'Other',
};
/** Investor types. */
export const INVESTOR_TYPES = ['angel', 'vc', 'family_office', 'pe', 'strategic', 'accelerator', 'crowdfunding'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  angel: 'Angel Investor',
  vc: 'Venture Capital',
  family_office: 'Family Office',
  pe: 'Private Equity',
  strategic: 'Strategic Investor',
  accelerator: 'Accelerator',
  crowdfunding: 'Crowdfunding',
};
/** One lakh and one crore rupees. */
export const LAKH = 100_000;
export const CRORE = 10_000_000;
/**
 * The connector's investment bands, in rupees, on an
 * opportunity's target amount: `min` inclusive, `max` exclusive (absent = no upper bound).
 */
export const INVESTMENT_BANDS = {
  small: { label: '₹10L–₹1Cr', min: 10 * LAKH, max: 1 * CRORE },
  medium: { label: '₹1Cr–₹10Cr', min: 1 * CRORE, max: 10 * CRORE },
  large: { label: '₹10Cr–₹50Cr', min: 10 * CRORE, max: 50 * CRORE },
  enterprise: { label: 'Above ₹50Cr', min: 50 * CRORE },
} as const satisfies Record<string, { label: string; min: number; max?: number }>;
export type InvestmentBand = keyof typeof INVESTMENT_BANDS;
export const INVESTMENT_BAND_IDS = Object.keys(INVESTMENT_BANDS) as [InvestmentBand, ...InvestmentBand[]];
/** The largest amount of money an opportunity or profile holds: numeric(15,2). */
export const INVESTOR_MONEY_MAX = 9_999_999_999_999.99;
/** Match statuses: pending, then accepted or declined; the founder accepts or declines. */
export const MATCH_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** How a match came about: the investor expressed interest, or the club proposed it from the score. */
export const MATCH_SOURCES = ['interest', 'proposal'] as const;
/** A side of a match, as the caller sees it. */
export const MATCH_SIDES = ['investor', 'founder'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];
/**
 * Matches are proposed automatically at or above this compatibility score
 * (0–1), at most MATCH_PROPOSALS_PER_WRITE new ones (best first) per created
 * or changed opportunity or profile, from at most MATCH_CANDIDATES_MAX candidates.
 */
export const MATCH_PROPOSAL_THRESHOLD = 0.6;
export const MATCH_PROPOSALS_PER_WRITE = 10;
export const MATCH_CANDIDATES_MAX = 1_000;
/** Reasons shown on a match card (the two or three that weighed most). */
export const MATCH_REASONS_SHOWN = 3;
/** Matches show the first 2 focus areas; the score as a percent and out of 5 stars. */
export const MATCH_FOCUS_AREAS_SHOWN = 2;
/** Loading placeholders: deals, own opportunities, matches. */
export const INVESTOR_LOADING_CARDS = { deals: 4, myOpportunities: 2, matches: 3 } as const;
/** Pitch slots: at most this many created at once, each at most this long. */
export const PITCH_SLOT_LIMITS = { perRequest: 20, maxMinutes: 8 * 60 } as const;
/** The time zone of a pitch slot or proposed meeting when none is given. */
export const DEFAULT_MEETING_TIME_ZONE = 'Asia/Kolkata';

/** Cross-border trade assistance. */
export const TRADE_REQUEST_TYPES = ['duty_calculation', 'hs_mapping', 'dgft_license', 'icegate_filing'] as const;
export type TradeRequestType = (typeof TRADE_REQUEST_TYPES)[number];
export const TRADE_REQUEST_TYPE_LABELS: Record<TradeRequestType, string> = {
  duty_calculation: 'Duty Calculation',
  hs_mapping: 'HS Code Mapping',
  dgft_license: 'DGFT Licence Consultation',
  icegate_filing: 'ICEGATE Filing Assistance',
};
/** Request states: new requests start pending; staff move them to processing, then completed or failed. */
export const TRADE_REQUEST_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TradeRequestStatus = (typeof TRADE_REQUEST_STATUSES)[number];
/** The moves club staff may make (POST /api/trade-assistance/{id}/status). */
export const TRADE_REQUEST_TRANSITIONS: Record<TradeRequestStatus, readonly TradeRequestStatus[]> = {
  pending: ['processing', 'completed', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};
/** Units of the duty calculator. */
export const TRADE_UNITS = ['kg', 'tons', 'pieces', 'liters', 'cbm'] as const;
/** Currencies of the cargo value: those of the customs exchange-rate table (the form's default is USD). */
export const TRADE_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'JPY', 'CNY'] as const;
export type TradeCurrency = (typeof TRADE_CURRENCIES)[number];
/** The currencies a deal may be raised in (rupees unless the founder names another: a Dallas company raises in dollars). */
export const DEAL_CURRENCIES = ['INR', ...TRADE_CURRENCIES] as const;
export type DealCurrency = (typeof DEAL_CURRENCIES)[number];
/** HS search runs only when the text is longer than 2 characters; the API answers 400 below that. */
export const HS_SEARCH_MIN_LENGTH = 3;
export const HS_SEARCH_LIMIT = { default: 20, max: 50 } as const;
/** HS results show the first 3 restrictions; HS mapping answers the top 3 candidates. */
export const HS_RESTRICTIONS_SHOWN = 3;
export const HS_MAPPING_CANDIDATES = 3;
/** Loading placeholders: 3 request cards. */
export const TRADE_REQUEST_LOADING_CARDS = 3;
/** The toast of every trade assistance submission. */
export const TRADE_REQUEST_TOAST = 'Trade assistance request submitted successfully!';
/** Empty states. */
export const TRADE_EMPTY_STATES = {
  requests: 'No requests yet',
  hsCodes: (text: string) => `No HS codes found for "${text}"`,
} as const;
/** Documents every Indian import needs, listed after the heading's own. */
export const STANDARD_IMPORT_DOCUMENTS = [
  'Importer Exporter Code (IEC)',
  'Bill of Entry',
  'Commercial invoice',
  'Packing list',
  'Bill of lading / airway bill',
  'Certificate of origin',
  'Insurance certificate',
] as const;
/** Documents every export from India needs, listed after the goods' own (MPEDA, Spices Board, EIC...). */
export const STANDARD_EXPORT_DOCUMENTS = [
  'Importer Exporter Code (IEC)',
  'Shipping bill',
  'Commercial invoice',
  'Packing list',
  'Bill of lading / airway bill',
  'Certificate of origin (where the buyer claims a preference)',
] as const;
/** The toast of a duty calculation answered at once (a calculation, not a request waiting for staff). */
export const DUTY_CALCULATED_TOAST = 'Duty calculated';

/** Import-Export Connector. Categories map to HS chapters or headings (code prefixes). */
export const CONNECTOR_CATEGORIES = ['textiles', 'spices', 'pharmaceuticals', 'technology', 'agriculture'] as const;
export type ConnectorCategory = (typeof CONNECTOR_CATEGORIES)[number];
const twoDigits = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));
export const CONNECTOR_CATEGORY_HS: Record<ConnectorCategory, { label: string; hsPrefixes: readonly string[]; hsLabel: string }> = {
  textiles: { label: 'Textiles', hsPrefixes: twoDigits(50, 63), hsLabel: 'HS chapters 50–63' },
  spices: { label: 'Spices', hsPrefixes: ['0904', '0905', '0906', '0907', '0908', '0909', '0910'], hsLabel: 'HS headings 0904–0910' },
  pharmaceuticals: { label: 'Pharmaceuticals', hsPrefixes: ['30'], hsLabel: 'HS chapter 30' },
  technology: { label: 'Technology', hsPrefixes: ['84', '85'], hsLabel: 'HS chapters 84–85' },
  agriculture: { label: 'Agriculture', hsPrefixes: twoDigits(1, 24), hsLabel: 'HS chapters 01–24' },
};
/** The connector's locations and the country a listing carries for each. */
export const CONNECTOR_LOCATIONS = ['usa', 'uae', 'singapore', 'uk', 'australia'] as const;
export type ConnectorLocation = (typeof CONNECTOR_LOCATIONS)[number];
export const CONNECTOR_LOCATION_COUNTRIES: Record<ConnectorLocation, string> = {
  usa: 'USA',
  uae: 'UAE',
  singapore: 'Singapore',
  uk: 'UK',
  australia: 'Australia',
};
/**
 * Order-value bands, in rupees, on a listing's estimated order
 * value: `min` inclusive, `max` exclusive (absent = no upper bound).
 */
export const ORDER_VALUE_BANDS = {
  small: { label: '₹1L–₹10L', min: 1 * LAKH, max: 10 * LAKH },
  medium: { label: '₹10L–₹1Cr', min: 10 * LAKH, max: 1 * CRORE },
  large: { label: '₹1Cr–₹10Cr', min: 1 * CRORE, max: 10 * CRORE },
  enterprise: { label: 'Above ₹10Cr', min: 10 * CRORE },
} as const satisfies Record<string, { label: string; min: number; max?: number }>;
export type OrderValueBand = keyof typeof ORDER_VALUE_BANDS;
export const ORDER_VALUE_BAND_IDS = Object.keys(ORDER_VALUE_BANDS) as [OrderValueBand, ...OrderValueBand[]];
/** Trade connection requests: the listing's company accepts or declines; the sender may withdraw a pending one. */
export const TRADE_CONNECTION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type TradeConnectionStatus = (typeof TRADE_CONNECTION_STATUSES)[number];
/** How a match was found: the same 6-digit subheading ranks before the same 4-digit heading. */
export const TRADE_MATCH_LEVELS = ['subheading', 'heading'] as const;
/** Bounds: matches per own listing, the listings of one heading read per match Query, a connection note. */
export const TRADE_MATCH_LIMITS = { perListing: 10, headingRead: 200, noteMax: 1_000, ids: 50 } as const;

/**
 * What a member's bell tells them about: staff work on their
 * requests, and what other members did with their posts, room nights, RSVPs,
 * introductions, connections and matches.
 */
export const NOTIFICATION_KINDS = [
  'ticket_reply',
  'ticket_status',
  'darshan_status',
  'trade_status',
  'cultural_answer',
  'cm_status',
  'post_reply',
  'post_interest',
  'room_request',
  'room_accepted',
  'room_handover',
  'rsvp_approved',
  'rsvp_declined',
  'waitlist_promoted',
  'intro_requested',
  'intro_approved',
  'intro_accepted',
  'connection_request',
  'match_accepted',
  'meeting_scheduled',
  'room_access_requested',
  'room_access_granted',
  'room_access_declined',
  'export_ready',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a staff or admin action changed (an audit entry's targetType). */
export const AUDIT_TARGET_TYPES = ['member', 'concierge_ticket', 'darshan_plan', 'trade_request', 'cultural_request', 'cm_request', 'cm_slot', 'event_rsvp', 'exchange_rate_table', 'festival_date', 'deal', 'outbox_mail'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

// Feature values the table's entities read live here, not in the feature's api module: a bundle that
// includes a module keeps all its top-level schemas, so an entity would carry that feature's schemas.

export const ROOM_NIGHT_STATUSES = ['available', 'pending', 'completed', 'cancelled'] as const;
export const ROOM_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

/** The Meet The CM form's choices. */
export const CM_DELEGATION_TYPES = ['individual', 'company', 'association', 'investment'] as const;
export const CM_PURPOSES = ['investment', 'expansion', 'policy', 'partnership', 'infrastructure'] as const;
export const CM_SECTORS = ['technology', 'manufacturing', 'healthcare', 'agriculture', 'renewable', 'infrastructure'] as const;
export const CM_INVESTMENT_BANDS = ['small', 'medium', 'large', 'mega'] as const;
export const CM_DURATIONS = [30, 45, 60, 90] as const;
/** Whose Chief Minister a request asks to meet: the two Telugu states. */
export const CM_STATES = ['andhra_pradesh', 'telangana'] as const;
export const CM_URGENCIES = ['routine', 'important', 'urgent', 'critical'] as const;
/** draft → submitted → under_review → scheduled | declined (staff decide after submitted). */
export const CM_REQUEST_STATUSES = ['draft', 'submitted', 'under_review', 'scheduled', 'declined'] as const;
export type CmRequestStatus = (typeof CM_REQUEST_STATUSES)[number];
/** The kinds of dashboard content the club edits (seeded items, not constants in the page). */
export const CM_CONTENT_KINDS = ['focus_area', 'policy_update', 'incentive', 'priority_sector', 'success_story'] as const;
export const CM_LIMITS = { jobCreationMax: 10_000_000, slotsPerDay: 50 } as const;
/** Slots a member may book for themselves on one India day (club staff may book more for them). */
export const CM_MEMBER_SLOTS_PER_DAY = 1;
/** The 409 a member's booking gets when they already hold their slot of that day. */
export const CM_DAY_TAKEN = 'You already have a Meet The CM slot on this day; please pick another day (the club’s staff can arrange more)';

/** The six kinds of cultural help. */
export const CULTURAL_REQUEST_TYPES = [
  'translation',
  'festival_info',
  'temple_timings',
  'cultural_etiquette',
  'food_recommendations',
  'local_customs',
] as const;
export type CulturalRequestType = (typeof CULTURAL_REQUEST_TYPES)[number];
/** Urgency with the turnaround label the dialog shows. */
export const CULTURAL_URGENCIES = ['low', 'normal', 'urgent'] as const;
export type CulturalUrgency = (typeof CULTURAL_URGENCIES)[number];
export const CULTURAL_URGENCY_TURNAROUND: Record<CulturalUrgency, string> = {
  low: 'Within a week',
  normal: 'Within 2-3 days',
  urgent: 'Within 24 hours',
};
export const CULTURAL_LANGUAGES = ['telugu', 'english', 'hindi'] as const;
export type CulturalLanguage = (typeof CULTURAL_LANGUAGES)[number];

/** What a member can save: one mechanism for Bookmarks (posts) and Saved Jobs. */
export const SAVED_KINDS = ['post', 'job'] as const;

/** The two states whose general-holiday orders the calendar follows. */
export const FESTIVAL_STATES = ['Andhra Pradesh', 'Telangana'] as const;
export type FestivalState = (typeof FESTIVAL_STATES)[number];

/**
 * What a confirmation applies to in the path: one state's date, or `all`
 * when the published date holds for both states.
 */
export const FESTIVAL_DATE_SCOPES = ['all', 'andhra-pradesh', 'telangana'] as const;
export type FestivalDateScope = (typeof FESTIVAL_DATE_SCOPES)[number];
