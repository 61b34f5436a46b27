import { CHAPTER_CITIES, SUGGESTIONS_SHOWN, type Chapter, type Member, type NearbyEvent, type SuggestionReason, type Suggestions } from '@club/shared';
import { memberIdsOfCompany } from '../companies/index.js';
import { listedEvents } from '../events/index.js';
import { chapterMembers, membersByIds, personOf, type MemberItem } from '../members/index.js';
import { homePlaces, pendingPeers, secondDegree } from '../network/index.js';

/** How many newest members of each shared chapter and of the member's company are weighed (one Query page each). */
const CANDIDATES_PER_SOURCE = 25;
/** Candidates read in full (one BatchGet) to drop those who hid or were suspended, best first. */
const CANDIDATES_READ = SUGGESTIONS_SHOWN.people * 3;

interface Candidate {
  id: string;
  mutual?: { count: number; name: string };
  company?: string;
  chapters: string[];
}

/** Mutual connections weigh most, then a shared company, then each shared chapter. */
const score = (c: Candidate): number => (c.mutual?.count ?? 0) * 3 + (c.company ? 2 : 0) + c.chapters.length;

function reasonsOf(c: Candidate): SuggestionReason[] {
  return [
    ...(c.mutual ? [{ kind: 'mutual' as const, detail: c.mutual.name, count: c.mutual.count }] : []),
    ...(c.company ? [{ kind: 'company' as const, detail: c.company }] : []),
    ...c.chapters.map((chapter) => ({ kind: 'chapter' as const, detail: chapter })),
  ];
}

/** Out of every suggestion: they chose to hide (from suggestions or the directory), are suspended or leaving. */
const keptOut = (m: MemberItem): boolean => Boolean(m.hideFromSuggestions || m.hideFromDirectory || m.suspendedAt || m.deletionScheduledFor);

/** The places events are near: home cities the member gave, their chapters' cities, and the countries of chapters without one (USA). */
function placesOf(chapters: readonly Chapter[], homes: { city: string; country: string }[]) {
  const cities = new Set(homes.map((home) => home.city));
  const countries = new Set<string>();
  for (const chapter of chapters) {
    const home = CHAPTER_CITIES[chapter];
    if (home) cities.add(home.city);
    else countries.add(chapter);
  }
  return { cities: [...cities], countries: [...countries] };
}

const same = (a: string | undefined, b: string): boolean => a?.trim().toLowerCase() === b.toLowerCase();

/** Listed, in-person events not over yet in one of the places, soonest first. */
async function eventsNear(places: { cities: string[]; countries: string[] }, now: Date): Promise<NearbyEvent[]> {
  if (!places.cities.length && !places.countries.length) return [];
  const upcoming = await listedEvents('active', now.toISOString());
  const near: NearbyEvent[] = [];
  for (const event of upcoming) {
    if (!event.isActive || event.isVirtual) continue;
    const place = places.cities.find((city) => same(event.city, city)) ?? places.countries.find((country) => same(event.country, country));
    if (!place) continue;
    const { id, title, type, startTime, endTime, timeZone, venue, city, country } = event;
    near.push({
      id,
      title,
      type,
      startTime,
      endTime,
      timeZone,
      ...(venue ? { venue } : {}),
      ...(city ? { city } : {}),
      ...(country ? { country } : {}),
      near: place,
    });
  }
  return near.sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0)).slice(0, SUGGESTIONS_SHOWN.events);
}

/**
 * People the member may know and events near them. Round one, sent
 * together: the member's 2nd degree (itself two rounds: their ties, then
 * their connections' ties), open connection requests either way, the newest
 * members of each of their chapters and of their company, their home
 * places and the listed events. Round two: one BatchGet of the best
 * candidates, to leave out whoever hid or was suspended. The member, their
 * connections, anyone they blocked or who blocked them and anyone a request
 * is open with are never suggested.
 */
export async function suggestions(member: Member, now = new Date()): Promise<Suggestions> {
  const chapters = member.chapters;
  const [hood, pending, byChapter, colleagues, homes] = await Promise.all([
    secondDegree(member.id),
    pendingPeers(member.id),
    Promise.all(chapters.map((chapter) => chapterMembers(chapter, CANDIDATES_PER_SOURCE))),
    member.companyId ? memberIdsOfCompany(member.companyId, CANDIDATES_PER_SOURCE) : Promise.resolve([]),
    homePlaces(member.id),
  ]);
  const places = placesOf(chapters, homes);
  const eventsPromise = eventsNear(places, now);

  const excluded = (id: string) => id === member.id || hood.me.active.has(id) || hood.me.blocked.has(id) || pending.has(id);
  const found = new Map<string, Candidate>();
  const candidate = (id: string): Candidate => {
    let entry = found.get(id);
    if (!entry) found.set(id, (entry = { id, chapters: [] }));
    return entry;
  };
  const companyName = member.companyName ?? 'your company';
  for (const second of hood.second) {
    if (excluded(second.id)) continue;
    const best = second.via[0]!.tie;
    candidate(second.id).mutual = { count: second.via.length, name: `${best.otherFirstName} ${best.otherLastName}` };
  }
  byChapter.forEach((cards, index) => {
    for (const card of cards) {
      if (excluded(card.memberId)) continue;
      const entry = candidate(card.memberId);
      entry.chapters.push(chapters[index]!);
      if (member.companyId && card.companyId === member.companyId) entry.company = companyName;
    }
  });
  for (const id of colleagues) if (!excluded(id)) candidate(id).company = companyName;

  const best = [...found.values()].sort((a, b) => score(b) - score(a) || (a.id < b.id ? -1 : 1)).slice(0, CANDIDATES_READ);
  const [stored, events] = await Promise.all([membersByIds(best.map((c) => c.id)), eventsPromise]);
  const people = best
    .flatMap((c) => {
      const other = stored.get(c.id);
      return other && !keptOut(other) ? [{ person: personOf(other), reasons: reasonsOf(c) }] : [];
    })
    .slice(0, SUGGESTIONS_SHOWN.people);
  return { people, events, places: [...places.cities, ...places.countries] };
}
