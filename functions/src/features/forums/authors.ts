import { authorSchema, type Author, type Member } from '@club/shared';
import { formerMember, membersByIds, type MemberItem } from '../members/index.js';

/** An author snapshot as stored on a post (badges and chapters as plain strings; the answer's schema checks them). */
export interface StoredAuthor {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl?: string;
  badges: string[];
  chapters: string[];
}

/** Posts and replies as stored: the author's id, and on posts the snapshot lists show. */
export interface Authored {
  authorId: string;
  author?: StoredAuthor;
}

const toAuthor = (member: MemberItem): Author => authorSchema.parse(member);

/** The authors of a page with one BatchGet (none for an empty page); an author since erased is not in the map. */
export async function authorsById(ids: string[]): Promise<Map<string, Author>> {
  const found = await membersByIds(ids);
  return new Map([...found.values()].map((member) => [member.id, toAuthor(member)]));
}

/**
 * Each item with its author embedded: the snapshot it carries, else (replies,
 * posts written before snapshots) one BatchGet of the missing authors. An
 * author who is gone was erased: their items stay in others' threads as
 * "Former member".
 */
export async function withAuthors<T extends Authored, R>(items: T[], shape: (item: T, author: Author) => R): Promise<R[]> {
  const authors = await authorsById(items.filter((item) => !item.author).map((item) => item.authorId));
  return items.map((item) => {
    // A snapshot was an Author when written; `shape` parses the answer with the route's schema.
    const author = (item.author as Author | undefined) ?? authors.get(item.authorId) ?? { ...formerMember(item.authorId), badges: [], chapters: [] };
    return shape(item, author);
  });
}

/** The caller as the author of what they just wrote (no read needed). */
export const selfAuthor = (member: Member): Author => ({
  id: member.id,
  firstName: member.firstName,
  lastName: member.lastName,
  ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}),
  badges: member.badges,
  chapters: member.chapters,
});
