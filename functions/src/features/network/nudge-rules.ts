import { NUDGE_DAYS, networkUrls, type NudgeType, type TravelPlanFields, displayName, formatDate } from '@club/shared';
import { commonInterests, hsHeading, interestLabel, interestScore } from './interests.js';
import { chapterHomes, cityKeyOf, overlaps } from './travel.js';
import { nudgeSubject } from './nudge-subjects.js';
import type { TravelPlanItem } from './entities/travel-plan.js';

/** What the nudge rules read: the whole club's graph and activity, as plain data (the job loads it; tests build it). */
export interface World {
  now: Date;
  members: Map<string, WorldMember>;
  /** Active ties: member → other → strength. */
  ties: Map<string, Map<string, number>>;
  /** Blocked either way: member → others. */
  blocked: Map<string, Set<string>>;
  /** Interest tags by member. */
  interests: Map<string, string[]>;
  /** Waiting connection requests either way: member → others (the job fills it per member). */
  pending: Map<string, Set<string>>;
  introductions: WorldIntro[];
  plans: WorldPlan[];
  /** Upcoming active events. */
  events: WorldEvent[];
  companies: Map<string, { id: string; name: string; industry: string }>;
  listings: WorldListing[];
  /** Members who hid from suggestions: others are nudged about them only when connected. */
  unsuggested?: Set<string>;
}
export interface WorldMember {
  id: string;
  firstName: string;
  lastName: string;
  chapters: string[];
  companyId?: string | undefined;
}
export interface WorldIntro {
  id: string;
  requesterId: string;
  targetUserId: string;
  introducerId: string;
  status: string;
  followUpAt?: string | undefined;
}
/** A stored plan as the rules read it: the definition's fields but the notes (`TravelPlanFields`), and what the server keeps beside them. */
export type WorldPlan = Pick<TravelPlanItem, 'id' | 'userId' | 'kind' | 'cityKey' | 'endKey'> & Omit<TravelPlanFields, 'notes'>;
export interface WorldEvent {
  id: string;
  title: string;
  description?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  tags: string[];
  startTime: string;
  /** Members holding a seat (confirmed or checked in). */
  attendees: Set<string>;
  /** Members with any RSVP that is not cancelled. */
  rsvped: Set<string>;
}
export interface WorldListing {
  id: string;
  kind: 'import' | 'export';
  title: string;
  hsCode: string;
  companyId: string;
  postedBy: string;
}

/** A nudge before it is written: the job derives its id from member, type and subject. */
export interface NudgeDraft {
  type: NudgeType;
  subject: string;
  priority: number;
  title: string;
  message: string;
  actionUrl: string;
  actionLabel: string;
  metadata: Record<string, string>;
  /** Epoch seconds. */
  expiresAt: number;
}

/** At most this many nudges of one type per member and run. */
export const NUDGES_PER_TYPE = 2;
/** How many candidates mutual_interest looks at per member, rarest shared tags first (keeps the job linear). */
const INTEREST_CANDIDATES = 400;
/** mutual_interest asks for at least this much in common (e.g. an HS chapter and an industry). */
const MUTUAL_INTEREST_MIN = { tags: 2, score: 5 };

const DAY = 86_400;
const fullName = (member: WorldMember | undefined) => displayName(member);
const shortDate = (date: string) => formatDate(date, 'UTC', { weekday: false, year: false });
const span = (plan: { startDate?: string | undefined; endDate?: string | undefined }) =>
  plan.startDate && plan.endDate ? `${shortDate(plan.startDate)}–${shortDate(plan.endDate)}` : 'now';
const list = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Indexes over a world the rules share (built once per run). */
export interface WorldIndex {
  membersByTag: Map<string, string[]>;
  plansByCity: Map<string, WorldPlan[]>;
  listingsByHeading: Map<string, WorldListing[]>;
  /** City keys a member lives in: home plans, else their chapters' cities. */
  homes: (memberId: string) => string[];
}

export function indexWorld(world: World): WorldIndex {
  const membersByTag = new Map<string, string[]>();
  for (const [memberId, tags] of world.interests) {
    for (const tag of tags) membersByTag.set(tag, [...(membersByTag.get(tag) ?? []), memberId]);
  }
  const plansByCity = new Map<string, WorldPlan[]>();
  const homePlans = new Map<string, string[]>();
  for (const plan of world.plans) {
    plansByCity.set(plan.cityKey, [...(plansByCity.get(plan.cityKey) ?? []), plan]);
    if (plan.kind === 'home') homePlans.set(plan.userId, [...(homePlans.get(plan.userId) ?? []), plan.cityKey]);
  }
  const listingsByHeading = new Map<string, WorldListing[]>();
  for (const listing of world.listings) {
    const heading = hsHeading(listing.hsCode);
    if (heading.length === 4) listingsByHeading.set(heading, [...(listingsByHeading.get(heading) ?? []), listing]);
  }
  const homes = (memberId: string) =>
    homePlans.get(memberId) ?? chapterHomes(world.members.get(memberId)?.chapters ?? []).map((home) => cityKeyOf(home.city, home.country));
  return { membersByTag, plansByCity, listingsByHeading, homes };
}

/** Every nudge a member should see now, at most NUDGES_PER_TYPE of each type, strongest reasons first. */
export function nudgesFor(world: World, index: WorldIndex, memberId: string): NudgeDraft[] {
  const me = world.members.get(memberId);
  if (!me) return [];
  const context = new MemberContext(world, index, memberId);
  return [
    ...locationOverlaps(context),
    ...mutualInterests(context),
    ...introductionSuggestions(context),
    ...followUps(context),
    ...eventRecommendations(context),
    ...businessOpportunities(context),
  ];
}

class MemberContext {
  readonly ties: Map<string, number>;
  readonly blocked: Set<string>;
  readonly pending: Set<string>;
  readonly interests: string[];
  readonly nowSeconds: number;
  readonly today: string;
  /** Members two steps away (introduction_suggestion's ground; mutual_interest leaves them to it). */
  readonly secondDegree: Set<string>;
  constructor(
    readonly world: World,
    readonly index: WorldIndex,
    readonly memberId: string,
  ) {
    this.ties = world.ties.get(memberId) ?? new Map();
    this.blocked = world.blocked.get(memberId) ?? new Set();
    this.pending = world.pending.get(memberId) ?? new Set();
    this.interests = world.interests.get(memberId) ?? [];
    this.nowSeconds = Math.floor(world.now.getTime() / 1000);
    this.today = world.now.toISOString().slice(0, 10);
    this.secondDegree = new Set<string>();
    for (const viaId of this.ties.keys()) {
      for (const otherId of world.ties.get(viaId)?.keys() ?? []) if (otherId !== memberId && !this.ties.has(otherId)) this.secondDegree.add(otherId);
    }
  }
  /** Someone the member may be nudged about: not themselves, not blocked either way, a member (not suspended), shown in suggestions or connected. */
  visible(otherId: string): boolean {
    return (
      otherId !== this.memberId &&
      !this.blocked.has(otherId) &&
      this.world.members.has(otherId) &&
      (this.ties.has(otherId) || !this.world.unsuggested?.has(otherId))
    );
  }
  /** The default expiry, or earlier (`until`, a YYYY-MM-DD or ISO time it stops making sense). */
  expiry(until?: string): number {
    const standard = this.nowSeconds + NUDGE_DAYS.active * DAY;
    if (!until) return standard;
    const end = Math.floor(Date.parse(until.length === 10 ? `${until}T23:59:59Z` : until) / 1000);
    return Math.max(this.nowSeconds + DAY / 24, Math.min(standard, end));
  }
}

const top = <T>(items: T[], score: (item: T) => number, id: (item: T) => string, n = NUDGES_PER_TYPE) =>
  [...items].sort((a, b) => score(b) - score(a) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0)).slice(0, n);

/**
 * location_overlap: someone in the city of one of the member's trips at
 * overlapping dates (a public plan, a connection's plan, or a connection who
 * lives there), or a connection's trip to the city the member lives in.
 */
function locationOverlaps(c: MemberContext): NudgeDraft[] {
  const { world, index } = c;
  const found: { draft: NudgeDraft; score: number; key: string }[] = [];
  const myPlans = world.plans.filter((plan) => plan.userId === c.memberId && plan.endKey >= c.today);
  for (const trip of myPlans.filter((plan) => plan.kind === 'trip')) {
    const seen = new Set<string>();
    for (const other of index.plansByCity.get(trip.cityKey) ?? []) {
      if (!c.visible(other.userId) || seen.has(other.userId) || other.endKey < c.today || !overlaps(trip, other)) continue;
      const strength = c.ties.get(other.userId);
      if (!other.isPublic && strength === undefined) continue;
      seen.add(other.userId);
      const who = fullName(world.members.get(other.userId));
      const there = other.kind === 'home' ? `lives in ${other.city}` : `will be in ${other.city} ${span(other)}${other.purpose ? ` (${other.purpose})` : ''}`;
      found.push({
        score: (strength ?? 0) + (strength !== undefined ? 10 : 0),
        key: `${trip.id}:${other.userId}`,
        draft: {
          type: 'location_overlap',
          subject: `trip:${trip.id}:member:${other.userId}`,
          priority: strength !== undefined ? 4 : 3,
          title: `${who} will be in ${trip.city} when you are`,
          message: `You are in ${trip.city} ${span(trip)}; ${who}${strength !== undefined ? ', one of your connections,' : ''} ${there}.`,
          actionUrl: networkUrls.travelPlan(trip.id),
          actionLabel: 'See who is there',
          metadata: { memberId: other.userId, planId: trip.id, city: trip.city },
          expiresAt: c.expiry(trip.endDate),
        },
      });
    }
    // Connections who live there by their chapter and have no plan of their own listed.
    for (const [otherId, strength] of c.ties) {
      if (seen.has(otherId) || !c.visible(otherId) || !index.homes(otherId).includes(trip.cityKey)) continue;
      seen.add(otherId);
      const who = fullName(world.members.get(otherId));
      found.push({
        score: strength + 10,
        key: `${trip.id}:${otherId}`,
        draft: {
          type: 'location_overlap',
          subject: `trip:${trip.id}:member:${otherId}`,
          priority: 4,
          title: `${who} is based in ${trip.city}`,
          message: `You are in ${trip.city} ${span(trip)}, where ${who}, one of your connections, is based.`,
          actionUrl: networkUrls.travelPlan(trip.id),
          actionLabel: 'See who is there',
          metadata: { memberId: otherId, planId: trip.id, city: trip.city },
          expiresAt: c.expiry(trip.endDate),
        },
      });
    }
  }
  // A connection's trip to where the member lives.
  const homes = new Set(index.homes(c.memberId));
  for (const [otherId, strength] of c.ties) {
    if (!c.visible(otherId)) continue;
    for (const visit of world.plans) {
      if (visit.userId !== otherId || visit.kind !== 'trip' || visit.endKey < c.today || !homes.has(visit.cityKey)) continue;
      const who = fullName(world.members.get(otherId));
      found.push({
        score: strength + 5,
        key: `${visit.id}`,
        draft: {
          type: 'location_overlap',
          subject: `visit:${visit.id}`,
          priority: 3,
          title: `${who} is coming to ${visit.city}`,
          message: `${who}, one of your connections, will be in ${visit.city}, where you are based, ${span(visit)}${visit.purpose ? ` for ${visit.purpose}` : ''}.`,
          actionUrl: networkUrls.tab('network'),
          actionLabel: 'Say hello',
          metadata: { memberId: otherId, planId: visit.id, city: visit.city },
          expiresAt: c.expiry(visit.endDate),
        },
      });
    }
  }
  return top(
    found,
    (f) => f.score,
    (f) => f.key,
  ).map((f) => f.draft);
}

/**
 * mutual_interest: members the member is not connected to (nor two steps
 * away: those get introduction suggestions) who share much (HS chapters,
 * industry, topics), rarest tags looked at first.
 */
function mutualInterests(c: MemberContext): NudgeDraft[] {
  const { world, index } = c;
  const tags = [...c.interests].sort((a, b) => (index.membersByTag.get(a)?.length ?? 0) - (index.membersByTag.get(b)?.length ?? 0));
  const candidates = new Set<string>();
  for (const tag of tags) {
    for (const otherId of index.membersByTag.get(tag) ?? []) {
      if (candidates.size >= INTEREST_CANDIDATES) break;
      if (c.visible(otherId) && !c.ties.has(otherId) && !c.secondDegree.has(otherId) && !c.pending.has(otherId)) candidates.add(otherId);
    }
  }
  const scored = [...candidates].flatMap((otherId) => {
    const common = commonInterests(c.interests, world.interests.get(otherId) ?? []);
    const score = interestScore(common);
    return common.length >= MUTUAL_INTEREST_MIN.tags && score >= MUTUAL_INTEREST_MIN.score ? [{ otherId, common, score }] : [];
  });
  return top(
    scored,
    (s) => s.score,
    (s) => s.otherId,
  ).map(({ otherId, common, score }) => {
    const who = fullName(world.members.get(otherId));
    return {
      type: 'mutual_interest',
      subject: nudgeSubject.member(otherId),
      priority: score >= 8 ? 3 : 2,
      title: `You and ${who} have a lot in common`,
      message: `You both share ${list(common.slice(0, 3).map(interestLabel))}, and you are not connected yet.`,
      actionUrl: networkUrls.connect(otherId),
      actionLabel: 'Connect',
      metadata: { memberId: otherId },
      expiresAt: c.expiry(),
    };
  });
}

/** introduction_suggestion: the 2nd degree members with the most mutual connections and interests, through the strongest mutual. */
function introductionSuggestions(c: MemberContext): NudgeDraft[] {
  const { world } = c;
  const asked = new Set(world.introductions.filter((intro) => intro.requesterId === c.memberId).map((intro) => intro.targetUserId));
  const second = new Map<string, { via: { id: string; strength: number; mine: number }[] }>();
  for (const [viaId, myStrength] of c.ties) {
    for (const [otherId, theirStrength] of world.ties.get(viaId) ?? []) {
      if (c.ties.has(otherId) || !c.visible(otherId) || asked.has(otherId) || c.pending.has(otherId)) continue;
      const entry = second.get(otherId) ?? { via: [] };
      entry.via.push({ id: viaId, strength: Math.min(myStrength, theirStrength), mine: myStrength });
      second.set(otherId, entry);
    }
  }
  const scored = [...second].map(([otherId, { via }]) => {
    const common = commonInterests(c.interests, world.interests.get(otherId) ?? []);
    return {
      otherId,
      via: via.sort((a, b) => b.strength - a.strength || b.mine - a.mine || (a.id < b.id ? -1 : 1)),
      common,
      score: via.length * 4 + interestScore(common),
    };
  });
  return top(
    scored,
    (s) => s.score,
    (s) => s.otherId,
  ).map(({ otherId, via, common }) => {
    const who = fullName(world.members.get(otherId));
    const introducer = via[0]!.id;
    const mutualNames = via.slice(0, 3).map((v) => fullName(world.members.get(v.id)));
    const shared = common.length ? ` You share ${list(common.slice(0, 2).map(interestLabel))}.` : '';
    return {
      type: 'introduction_suggestion',
      subject: nudgeSubject.member(otherId),
      priority: via.length >= 3 ? 4 : 3,
      title: `Ask ${fullName(world.members.get(introducer))} to introduce you to ${who}`,
      message: `${who} is connected to ${via.length === 1 ? 'one' : via.length} of your connections (${list(mutualNames)}).${shared}`,
      actionUrl: networkUrls.requestIntro(otherId, introducer),
      actionLabel: 'Request Introduction',
      metadata: { memberId: otherId, introducerId: introducer },
      expiresAt: c.expiry(),
    };
  });
}

/** The requester's follow-up date has come (an introduction_suggestion with the introduction as subject). */
function followUps(c: MemberContext): NudgeDraft[] {
  const { world } = c;
  return world.introductions
    .filter(
      (intro) =>
        intro.requesterId === c.memberId && intro.followUpAt && intro.followUpAt <= c.today && (intro.status === 'approved' || intro.status === 'accepted'),
    )
    .filter((intro) => c.visible(intro.targetUserId))
    .slice(0, NUDGES_PER_TYPE)
    .map((intro) => {
      const who = fullName(world.members.get(intro.targetUserId));
      return {
        type: 'introduction_suggestion' as const,
        subject: nudgeSubject.followUp(intro.id, intro.followUpAt!),
        priority: 5,
        title: `Time to follow up with ${who}`,
        message: `You planned to follow up on ${fullName(world.members.get(intro.introducerId))}'s introduction to ${who} on ${shortDate(intro.followUpAt!)}.`,
        actionUrl: networkUrls.introduction(intro.id),
        actionLabel: 'Follow Up',
        metadata: { memberId: intro.targetUserId, introId: intro.id, introducerId: intro.introducerId },
        expiresAt: c.expiry(),
      };
    });
}

/** Words of the member's interests an event's title, tags and description may mention. */
function interestWords(tags: string[]): { tag: string; words: string[] }[] {
  return tags
    .filter((tag) => !tag.startsWith('chapter:') && !tag.startsWith('hs:'))
    .map((tag) => ({
      tag,
      words: interestLabel(tag)
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 2),
    }));
}

/** event_recommendation: an upcoming event the member has not answered, in their city or a trip's, on their interests, or with their connections going. */
function eventRecommendations(c: MemberContext): NudgeDraft[] {
  const { world, index } = c;
  const homes = new Set(index.homes(c.memberId));
  const trips = world.plans.filter((plan) => plan.userId === c.memberId && plan.kind === 'trip' && plan.endKey >= c.today);
  const words = interestWords(c.interests);
  const scored = world.events.flatMap((event) => {
    if (event.rsvped.has(c.memberId) || event.startTime <= world.now.toISOString()) return [];
    const reasons: string[] = [];
    let score = 0;
    const key = event.city && event.country ? cityKeyOf(event.city, event.country) : undefined;
    const day = event.startTime.slice(0, 10);
    if (key && homes.has(key)) {
      score += 3;
      reasons.push(`it is in ${event.city}, where you are based`);
    } else if (key && trips.some((trip) => trip.cityKey === key && (trip.startDate ?? '') <= day && day <= trip.endKey)) {
      score += 3;
      reasons.push(`you will be in ${event.city} then`);
    }
    const text = `${event.title} ${event.tags.join(' ')} ${event.description ?? ''}`.toLowerCase();
    const matched = words.filter(({ words: w }) => w.some((word) => text.includes(word))).map(({ tag }) => interestLabel(tag));
    if (matched.length) {
      score += 2 * Math.min(matched.length, 2);
      reasons.push(`it covers ${list(matched.slice(0, 2))}`);
    }
    const going = [...event.attendees].filter((id) => c.ties.has(id) && c.visible(id));
    if (going.length) {
      score += Math.min(going.length, 3);
      const names = going.slice(0, 2).map((id) => fullName(world.members.get(id)));
      reasons.push(
        going.length === 1 ? `${names[0]} is going` : `${going.length} of your connections are going (${list(names)}${going.length > 2 ? ' and others' : ''})`,
      );
    }
    return score >= 2 ? [{ event, score, reasons, going }] : [];
  });
  return top(
    scored,
    (s) => s.score,
    (s) => s.event.id,
  ).map(({ event, score, reasons, going }) => ({
    type: 'event_recommendation',
    subject: nudgeSubject.event(event.id),
    priority: score >= 5 ? 3 : 2,
    title: `Recommended: ${event.title}`,
    message: `${reasons.join('; ').replace(/^./, (ch) => ch.toUpperCase())}.`,
    actionUrl: `/events?event=${encodeURIComponent(event.id)}`,
    actionLabel: 'View Event',
    metadata: { eventId: event.id, ...(going[0] ? { memberId: going[0] } : {}) },
    expiresAt: c.expiry(event.startTime),
  }));
}

/** business_opportunity: an import need of the member's company meets another company's export offer under the same HS heading, or the reverse. */
function businessOpportunities(c: MemberContext): NudgeDraft[] {
  const { world, index } = c;
  const companyId = world.members.get(c.memberId)?.companyId;
  if (!companyId) return [];
  const mine = world.listings.filter((listing) => listing.companyId === companyId);
  const found = mine.flatMap((own) =>
    (index.listingsByHeading.get(hsHeading(own.hsCode)) ?? [])
      .filter((other) => other.kind !== own.kind && other.companyId !== companyId && c.visible(other.postedBy))
      .map((other) => ({ own, other })),
  );
  return top(
    found,
    () => 0,
    ({ own, other }) => `${own.id}:${other.id}`,
  ).map(({ own, other }) => {
    const company = world.companies.get(other.companyId)?.name ?? 'Another member company';
    const heading = hsHeading(own.hsCode);
    const theyExport = other.kind === 'export';
    return {
      type: 'business_opportunity',
      subject: `listing:${own.id}:${other.id}`,
      priority: 4,
      title: theyExport ? `${company} exports what you import` : `${company} imports what you export`,
      message: `Your ${own.kind} listing “${own.title}” and ${company}'s ${other.kind} listing “${other.title}” share HS heading ${heading}.`,
      actionUrl: `/marketplace?kind=${other.kind}&q=${encodeURIComponent(other.hsCode)}`,
      actionLabel: theyExport ? 'View Offer' : 'View Need',
      metadata: { listingId: own.id, otherListingId: other.id, companyId: other.companyId, memberId: other.postedBy },
      expiresAt: c.expiry(),
    };
  });
}
