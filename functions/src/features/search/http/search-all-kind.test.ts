import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, routes, type Chapter } from '@club/shared';
import { globalSearchAnswerSchema, kindSearchAnswerSchema } from '@club/shared/api/search';
import { seedForum, signIn, type SignedIn } from '../../../test/signed-in.js';
import { indexTableChanges } from '../../../test/search-index.js';
import { writeMember } from '../../members/index.js';
import { handler as createPost } from '../../forums/http/create-post.js';
import { handler as updateMyProfile } from '../../members/http/update-my-profile.js';
import { handler as blockMember } from '../../network/http/block-member.js';
import { dropHeldIndexes } from '../held-indexes.js';
import { handler as searchAll } from './search-all.js';

/** A member with a directory card in one chapter. */
async function person(firstName: string, lastName: string, chapter: Chapter): Promise<SignedIn> {
  const signedIn = await signIn(firstName);
  await writeMember(signedIn.id, (current) => ({ ...current!, lastName, chapters: [chapter] }));
  return signedIn;
}

const search = (query: Record<string, string>) => viewer.call(searchAll, routes.searchAll, { query });

let viewer: SignedIn;
const telangana: string[] = [];
let postId: string;

const BODY =
  'We ship dried chillies from Guntur every month and have booked reefer containers for the winter. ' +
  'Has anyone cleared a consignment through Krishnapatnam port this year, and how long did the customs inspection take there?';

beforeAll(async () => {
  for (let n = 0; n < 5; n++) telangana.push((await person(`Hyderabad${n}`, 'Bhaskar', 'Telangana')).id);
  for (let n = 0; n < 2; n++) await person(`London${n}`, 'Bhaskar', 'UK');
  viewer = await person('Viewer', 'Rao', 'USA');
  await seedForum({ id: 'forum-kind', title: 'Exporters of Andhra', topicTag: 'trade' });
  const created = await viewer.call(createPost, routes.createPost, { body: { title: 'Port questions', body: BODY, forumId: 'forum-kind' } });
  expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
  postId = (created.json as { id: string }).id;
  await indexTableChanges();
  dropHeldIndexes();
});

describe('GET /api/search with a kind', () => {
  it('pages one kind’s items with a facet filter: the cursor in the body and the header, the total, the facet counts', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await search({ q: 'Bhaskar', kind: 'members', chapter: 'Telangana', limit: '2', ...(cursor ? { cursor } : {}) });
      expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
      const page = kindSearchAnswerSchema.parse(answer.json);
      expect(page.total).toBe(5);
      expect(page.cursor).toBe(answer.headers[NEXT_CURSOR_HEADER]);
      // A chapter's counts are over the other filters' results, so the other chapter shows what switching would find.
      expect(page.facets.chapter).toEqual([
        { value: 'Telangana', count: 5 },
        { value: 'UK', count: 2 },
      ]);
      for (const item of page.items) {
        expect(item).toMatchObject({ kind: 'members', snippet: expect.stringContaining('Bhaskar') });
        expect(item.highlights.name?.some((part) => part.match && part.text === 'Bhaskar')).toBe(true);
      }
      seen.push(...page.items.map((item) => item.id));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...telangana].sort());
  });

  it('finds a post by a word of its body, with the text around it as a plain snippet and the forum facet titled', async () => {
    const answer = await search({ q: 'Krishnapatnam', kind: 'posts' });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    const page = kindSearchAnswerSchema.parse(answer.json);
    expect(page.total).toBe(1);
    expect(page.cursor).toBeUndefined();
    expect(answer.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const [item] = page.items;
    expect(item).toMatchObject({ kind: 'posts', id: postId, title: 'Port questions', href: `/forums?post=${postId}` });
    // The body is longer than a snippet: the snippet is cut around the match, not the whole body nor the title.
    expect(item!.snippet).toContain('through Krishnapatnam port');
    expect(item!.snippet.length).toBeLessThan(BODY.length);
    expect(item!.snippet.startsWith('…')).toBe(true);
    expect(page.facets.forumId).toEqual([{ value: 'forum-kind', label: 'Exporters of Andhra', count: 1 }]);
  });

  it('names listings’ type filter and facet listingKind, since kind names what to search', async () => {
    const answer = await search({ kind: 'listings', listingKind: 'export' });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(Object.keys(kindSearchAnswerSchema.parse(answer.json).facets).sort()).toEqual(['country', 'hsChapter', 'listingKind', 'priceBand']);
  });

  it('answers 400 naming a facet filter given without its kind, and paging without a kind', async () => {
    const wrongKind = await search({ q: 'Bhaskar', kind: 'posts', chapter: 'Telangana' });
    expect(wrongKind.statusCode).toBe(400);
    expect(JSON.stringify(wrongKind.json)).toContain('chapter applies to kind=members only');
    const noKind = await search({ q: 'Bhaskar', forumId: 'forum-kind' });
    expect(noKind.statusCode).toBe(400);
    expect(JSON.stringify(noKind.json)).toContain('forumId applies to kind=posts only');
    const when = await search({ kind: 'members', when: 'past' });
    expect(when.statusCode).toBe(400);
    expect(JSON.stringify(when.json)).toContain('when applies to kind=events only');
    const cursor = await search({ q: 'Bhaskar', cursor: 'eyJvIjoyfQ' });
    expect(cursor.statusCode).toBe(400);
    expect(JSON.stringify(cursor.json)).toContain('cursor');
  });
});

describe('GET /api/search without a kind', () => {
  it('answers each kind’s best few grouped, as before', async () => {
    const answer = await search({ q: 'Bhaskar' });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).not.toHaveProperty('items');
    const grouped = globalSearchAnswerSchema.parse(answer.json);
    expect(grouped.groups.map((group) => [group.kind, group.total, group.hits.length])).toEqual([['members', 7, 5]]);
    expect(answer.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });
});

describe('GET /api/search?kind=members', () => {
  it('searches members as their own route does: the caller’s own edit at once, a blocked member never', async () => {
    const edited = await viewer.call(updateMyProfile, routes.updateMyProfile, { body: { lastName: 'Gorantla' } });
    expect(edited.statusCode, JSON.stringify(edited.json)).toBe(200);
    const own = kindSearchAnswerSchema.parse((await search({ q: 'Gorantla', kind: 'members' })).json);
    expect(own.items.map((item) => [item.id, item.title])).toEqual([[viewer.id, 'Viewer Gorantla']]);
    const blocked = telangana[0]!;
    expect((await viewer.call(blockMember, routes.blockMember, { params: { memberId: blocked } })).statusCode).toBe(200);
    const page = kindSearchAnswerSchema.parse((await search({ q: 'Bhaskar', kind: 'members', chapter: 'Telangana' })).json);
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.id)).not.toContain(blocked);
  });
});
