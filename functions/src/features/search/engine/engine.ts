import { gunzipSync, gzipSync } from 'node:zlib';
import type { EngineAnswer, EngineQuery, IndexChange, IndexKind, IndexSources } from './types.js';

// TEMP stand-in for the engine helper's engine.ts: a naive substring matcher with the same API, so the pipeline's tests run. Drop on merge.

const VERSION = 1;

export interface SearchIndex<K extends IndexKind = IndexKind> {
  kind: K;
  docs: Map<string, IndexSources[K]>;
}

export class SnapshotVersionError extends Error {}

const idOf = (kind: IndexKind, source: IndexSources[IndexKind]): string => {
  if (kind === 'posts') {
    const s = source as IndexSources['posts'];
    return 'post' in s ? s.post.id : s.reply.id;
  }
  return (source as { id: string }).id;
};

const textOf = (source: unknown): string => JSON.stringify(source).toLowerCase();

function facetsOf(kind: IndexKind, source: IndexSources[IndexKind]): Record<string, string[]> {
  const s = source as Record<string, unknown>;
  switch (kind) {
    case 'members':
    case 'staffMembers':
      return {
        chapter: s.chapters as string[],
        badge: s.badges as string[],
        verified: [String(s.verified)],
        companyId:
          kind === 'members' ? ((s.company as { id: string } | null) ? [(s.company as { id: string }).id] : []) : s.companyId ? [s.companyId as string] : [],
      };
    case 'posts': {
      const post = (s as { post?: { forumId: string; topicTag: string; type: string } }).post;
      return post ? { forumId: [post.forumId], topic: [post.topicTag], type: [post.type] } : {};
    }
    case 'listings':
      return { hsChapter: [String(s.hsCode).slice(0, 2)], country: s.country ? [s.country as string] : [], kind: [s.kind as string] };
    case 'jobs':
      return { level: [s.level as string], location: s.location ? [s.location as string] : [], remote: [s.remote as string] };
    case 'events':
      return { eventType: [s.type as string], city: s.city ? [s.city as string] : [], month: [String(s.startTime).slice(0, 7)] };
  }
}

export function createIndex<K extends IndexKind>(kind: K, sources: Iterable<IndexSources[K]>): SearchIndex<K> {
  const docs = new Map<string, IndexSources[K]>();
  for (const source of sources) docs.set(idOf(kind, source), source);
  return { kind, docs };
}

export function applyChanges<K extends IndexKind>(index: SearchIndex<K>, changes: Iterable<IndexChange<K>>): void {
  for (const change of changes) {
    if (change.source) index.docs.set(change.id, change.source);
    else index.docs.delete(change.id);
  }
}

export const toSnapshot = (index: SearchIndex): Buffer => gzipSync(JSON.stringify({ version: VERSION, kind: index.kind, docs: [...index.docs.values()] }));

export function fromSnapshot<K extends IndexKind>(kind: K, buf: Buffer): SearchIndex<K> {
  const parsed = JSON.parse(gunzipSync(buf).toString('utf8')) as { version: number; docs: IndexSources[K][] };
  if (parsed.version !== VERSION) throw new SnapshotVersionError(`snapshot version ${parsed.version}`);
  return createIndex(kind, parsed.docs);
}

export function search<K extends IndexKind>(index: SearchIndex<K>, query: EngineQuery): EngineAnswer<K> {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  const matched = [...index.docs.values()].filter((source) => {
    const s = source as Record<string, unknown>;
    const author = (s.post as { author?: { id: string } } | undefined)?.author?.id ?? (s.reply as { author?: { id: string } } | undefined)?.author?.id;
    if (query.excludeMemberIds?.has(typeof s.id === 'string' ? s.id : '') || (author && query.excludeMemberIds?.has(author))) return false;
    if ('reply' in s) return false;
    const text = textOf(source);
    if (!words.every((word) => text.includes(word))) return false;
    const facets = facetsOf(index.kind, source);
    return Object.entries(query.filters).every(([name, value]) => value === undefined || (facets[name] ?? []).includes(value));
  });
  const created = (s: unknown) =>
    String((s as { createdAt?: string; post?: { createdAt: string } }).createdAt ?? (s as { post: { createdAt: string } }).post?.createdAt);
  matched.sort((a, b) => created(b).localeCompare(created(a)));
  const facets: Record<string, { value: string; count: number }[]> = {};
  for (const source of matched) {
    for (const [name, values] of Object.entries(facetsOf(index.kind, source))) {
      const list = (facets[name] ??= []);
      for (const value of values.filter((v): v is string => typeof v === 'string')) {
        const found = list.find((f) => f.value === value);
        if (found) found.count++;
        else list.push({ value, count: 1 });
      }
    }
  }
  return {
    total: matched.length,
    results: matched.slice(query.offset, query.offset + query.limit).map((source) => ({ source, highlights: {} })),
    facets,
  };
}
