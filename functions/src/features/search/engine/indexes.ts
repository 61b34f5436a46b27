import { SEARCH_FACETS } from '@club/shared/search/constants';
import type { Post } from '@club/shared/api/forums';
import type { FacetValue } from '@club/shared/api/search';
import type { Dictionary } from './dictionary.js';
import type { DocFacts } from './doc-facts.js';
import type { FacetTable } from './facets.js';
import type { Store } from './store.js';
import type { IndexKind, IndexSources } from './types.js';

/**
 * What each index makes of its documents: the fields searched and their
 * boosts, the facet values, the time that orders an empty search, and the
 * fields a result shows highlighted. Field boosts follow what a member means
 * by a word: a person's name before their company before their title; a
 * post's title before its body.
 */

/** One document of an index as the engine keeps it (the source itself, so an answer needs no read). */
export interface Entry<K extends IndexKind = IndexKind> {
  id: string;
  /** Its number in the store (a replaced document gets a new one). */
  doc: number;
  source: IndexSources[K];
  /** Milliseconds: an event's start, anything else's creation. */
  time: number;
  /** The member who wrote it or is it: what `excludeMemberIds` matches. */
  memberId?: string;
  /** A reply's post: the reply is answered with it and takes its facets. */
  postId?: string;
  /** Milliseconds: an event's end (what `when` compares with now). */
  end?: number;
}

/** A field a result shows, highlighted where the query matched: short ones whole, long ones as a snippet. */
export interface ShownField {
  name: string;
  text: string | undefined;
  long: boolean;
}

interface KindSpec<K extends IndexKind> {
  /** Searched fields with their boosts. */
  boost: Record<string, number>;
  text: (source: IndexSources[K], field: string) => string | undefined;
  facets: (source: IndexSources[K]) => Record<string, string[]>;
  labels?: (source: IndexSources[K]) => Record<string, string>;
  time: (source: IndexSources[K]) => string;
  end?: (source: IndexSources[K]) => string;
  memberId?: (source: IndexSources[K]) => string;
  postId?: (source: IndexSources[K]) => string | undefined;
  shown: (source: IndexSources[K]) => ShownField[];
  /** Newer documents rank a little higher among similar matches. */
  recency: boolean;
}

const some = (value: string | undefined | null): string[] => (value ? [value] : []);
const short = (name: string, text: string | undefined): ShownField => ({ name, text, long: false });
const long = (name: string, text: string | undefined): ShownField => ({ name, text, long: true });
/** The phone's digits as one word too, so "9848012345" finds "+91 98480 12345". */
const phoneText = (phone: string | undefined) => phone && `${phone} ${phone.replace(/\D/g, '')}`;

type Sources<K extends IndexKind> = IndexSources[K];
const memberFacets = (source: { chapters: string[]; badges: string[]; verified: boolean }, companyId: string | undefined) => ({
  chapter: source.chapters,
  badge: source.badges,
  verified: [String(source.verified)],
  companyId: some(companyId),
});

const members: KindSpec<'members'> = {
  boost: { name: 3, company: 2, title: 1.5 },
  text: (m, field) => (field === 'name' ? `${m.firstName} ${m.lastName}` : field === 'company' ? m.company?.name : field === 'title' ? m.title : undefined),
  facets: (m) => memberFacets(m, m.company?.id),
  labels: (m): Record<string, string> => (m.company ? { companyId: m.company.name } : {}),
  time: (m) => m.createdAt,
  memberId: (m) => m.id,
  shown: (m) => [short('name', `${m.firstName} ${m.lastName}`), short('company', m.company?.name), short('title', m.title)],
  recency: false,
};

const staffText = (m: Sources<'staffMembers'>, field: string) => {
  switch (field) {
    case 'name':
      return `${m.firstName} ${m.lastName}`;
    case 'company':
      return m.companyName;
    case 'title':
      return m.title;
    case 'email':
      return m.email;
    case 'phone':
      return phoneText(m.phone);
    default:
      return undefined;
  }
};

/** The staff console's index: every member, with the contact fields staff search by. */
const staffMembers: KindSpec<'staffMembers'> = {
  boost: { name: 3, company: 2, title: 1.5, email: 1, phone: 1 },
  text: staffText,
  facets: (m) => memberFacets(m, m.companyId),
  labels: (m): Record<string, string> => (m.companyId && m.companyName ? { companyId: m.companyName } : {}),
  time: (m) => m.memberSince,
  memberId: (m) => m.id,
  shown: (m) => [
    short('name', `${m.firstName} ${m.lastName}`),
    short('company', m.companyName),
    short('title', m.title),
    short('email', m.email),
    short('phone', m.phone),
  ],
  recency: false,
};

const postOf = (source: Sources<'posts'>): Post | undefined => ('post' in source ? source.post : undefined);

const posts: KindSpec<'posts'> = {
  boost: { title: 2.5, body: 1 },
  text: (s, field) =>
    'post' in s ? (field === 'title' ? s.post.title : field === 'body' ? s.post.body : undefined) : field === 'body' ? s.reply.body : undefined,
  // A reply's facets are its post's, looked up when searching (the post may change after the reply).
  facets: (s): Record<string, string[]> => {
    const post = postOf(s);
    return post ? { forumId: [post.forumId], topic: [post.topicTag], type: [post.type] } : {};
  },
  time: (s) => ('post' in s ? s.post.createdAt : s.reply.createdAt),
  memberId: (s) => ('post' in s ? s.post.author.id : s.reply.author.id),
  postId: (s) => ('reply' in s ? s.reply.postId : undefined),
  shown: (s) => ('post' in s ? [short('title', s.post.title), long('body', s.post.body)] : [long('reply', s.reply.body)]),
  recency: true,
};

const listings: KindSpec<'listings'> = {
  boost: { title: 3, hsCode: 2, company: 1.5, description: 1 },
  text: (l, field) =>
    field === 'title' ? l.title : field === 'hsCode' ? l.hsCode : field === 'description' ? l.description : field === 'company' ? l.company.name : undefined,
  facets: (l) => ({ hsChapter: some(l.hsCode.slice(0, 2)), country: some(l.country), kind: [l.kind], priceBand: some(l.priceBand) }),
  time: (l) => l.createdAt,
  shown: (l) => [short('title', l.title), short('hsCode', l.hsCode), short('company', l.company.name), long('description', l.description)],
  recency: true,
};

const jobs: KindSpec<'jobs'> = {
  boost: { title: 3, company: 2, location: 1.5, description: 1 },
  text: (j, field) =>
    field === 'title'
      ? j.title
      : field === 'company'
        ? j.company.name
        : field === 'location'
          ? j.location
          : field === 'description'
            ? j.description
            : undefined,
  facets: (j) => ({ level: [j.level], location: some(j.location), remote: [j.remoteOptions] }),
  time: (j) => j.createdAt,
  shown: (j) => [short('title', j.title), short('company', j.company.name), short('location', j.location), long('description', j.description)],
  recency: false,
};

const events: KindSpec<'events'> = {
  boost: { title: 3, type: 1.5, city: 1.5, venue: 1.5, description: 1 },
  text: (e, field) => {
    switch (field) {
      case 'title':
        return e.title;
      case 'type':
        return e.type;
      case 'city':
        return e.city;
      case 'venue':
        return e.venue;
      case 'description':
        return e.description;
      default:
        return undefined;
    }
  },
  // The month in UTC: near midnight at a month's end an event may count in the neighbouring month of its own zone.
  facets: (e) => ({ eventType: [e.type], city: some(e.city), month: [e.startTime.slice(0, 7)] }),
  time: (e) => e.startTime,
  end: (e) => e.endTime,
  shown: (e) => [short('title', e.title), short('venue', e.venue), short('city', e.city), long('description', e.description)],
  recency: false,
};

export const KIND_SPECS: { [K in IndexKind]: KindSpec<K> } = { members, staffMembers, posts, listings, jobs, events };

/** The facets a kind's search offers (the staff index has the directory's). */
export const facetNames = (kind: IndexKind): readonly string[] => SEARCH_FACETS[kind === 'staffMembers' ? 'members' : kind];

export function fieldsOf(kind: IndexKind): string[] {
  return Object.keys(KIND_SPECS[kind].boost);
}

/** A document id: a post's or a reply's own, else the source's `id`. */
export function idOf<K extends IndexKind>(kind: K, source: IndexSources[K]): string {
  if (kind === 'posts') {
    const s = source as Sources<'posts'>;
    return 'post' in s ? s.post.id : s.reply.id;
  }
  return (source as { id: string }).id;
}

export function toEntry<K extends IndexKind>(kind: K, source: IndexSources[K], doc: number): Entry<K> {
  const spec = KIND_SPECS[kind] as KindSpec<K>;
  const memberId = spec.memberId?.(source);
  const postId = spec.postId?.(source);
  const end = spec.end?.(source);
  return {
    id: idOf(kind, source),
    doc,
    source,
    time: Date.parse(spec.time(source)) || 0,
    ...(memberId !== undefined && { memberId }),
    ...(postId !== undefined && { postId }),
    ...(end !== undefined && { end: Date.parse(end) || 0 }),
  };
}

/**
 * A document's facet values per facet of the kind (facetNames order; several
 * for members' chapters and badges), and per facet the display name of its
 * value when the value is an id (a company).
 */
export function facetValuesOf<K extends IndexKind>(kind: K, source: IndexSources[K]): { values: string[][]; labels: (string | undefined)[] } {
  const spec = KIND_SPECS[kind] as KindSpec<K>;
  const names = facetNames(kind);
  const facets = spec.facets(source);
  const labels = spec.labels?.(source) ?? {};
  return { values: names.map((name) => facets[name] ?? []), labels: names.map((name) => labels[name]) };
}

/** A document the text matched, with the document whose facets it has (a reply has its post's). */
export interface Candidate {
  entry: Entry;
  facetsFrom: Entry;
}

/** An empty query's answer before paging, kept until the next change (browsing is the most frequent search). */
export interface Listing {
  /** The passing documents, in the answer's order. */
  passing: Candidate[];
  facets: Record<string, FacetValue[]>;
}

/**
 * One kind's index: the term dictionary, the documents' terms and postings
 * (store), their facet values, beside the documents it answers with.
 */
export interface SearchIndex<K extends IndexKind = IndexKind> {
  readonly kind: K;
  readonly dictionary: Dictionary;
  readonly store: Store;
  readonly facets: FacetTable;
  /** Per document number, what ranking a hit needs without reading its entry. */
  readonly facts: DocFacts;
  /** Documents by number (undefined once removed or replaced). */
  readonly docs: (Entry<K> | undefined)[];
  /** Every document by id, as answered. */
  readonly entries: Map<string, Entry<K>>;
  /** The listed documents (replies are not) by time both ways: the empty query's orders, kept until the next change. */
  ordered?: { ascending: Candidate[]; descending: Candidate[] } | undefined;
  /** Empty queries' answers by their filters and order, for callers who exclude no one. */
  listings: Map<string, Listing>;
}
