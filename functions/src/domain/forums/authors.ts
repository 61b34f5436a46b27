import { authorSchema, type Author, type Member } from '@club/shared';
import type { MemberItem } from '../../db/entities/member.js';
import { memberData } from '../../db/services/members.js';

/** Posts and replies as stored: the author is an id until embedded. */
export interface Authored {
  authorId: string;
}

const toAuthor = (member: MemberItem): Author => authorSchema.parse(member);

/** The authors of a page with one BatchGet (none for an empty page); an author since removed is left out. */
export async function authorsById(ids: string[]): Promise<Map<string, Author>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await memberData()
    .members.get(unique.map((id) => ({ id })))
    .go();
  return new Map(data.map((member) => [member.id, toAuthor(member)]));
}

/** Each item with its author embedded (items whose author is gone are dropped). */
export async function withAuthors<T extends Authored, R>(items: T[], shape: (item: T, author: Author) => R): Promise<R[]> {
  const authors = await authorsById(items.map((item) => item.authorId));
  return items.flatMap((item) => {
    const author = authors.get(item.authorId);
    return author ? [shape(item, author)] : [];
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
