import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { postsByAuthor } from './entities/member-post.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { queryPage } from '../../platform/db/pages.js';
import { forumData } from './data.js';
import type { MemberItem } from '../members/index.js';
import type { StoredAuthor } from './authors.js';

// The snapshots' rewrite apart from authors.ts, which every post list reads: those routes bundle no update builder.

/** The member's fields an author snapshot holds (what post lists show). */
const AUTHOR_FIELDS = ['firstName', 'lastName', 'profileImageUrl', 'badges', 'chapters'] as const;

/** Whether a member write changed what author snapshots show. */
export const authorChanged = (before: AuthorSource | undefined, after: AuthorSource): boolean =>
  !before || AUTHOR_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/**
 * Given to a member write by whoever composes members and forums (the
 * handlers, sign-in): posts carry their author's name, picture, badges and
 * chapters, so a change of those rewrites the snapshots.
 */
export async function refreshAuthorsOnMemberWrite({ current, next }: { current: MemberItem | undefined; next: MemberItem }): Promise<void> {
  if (current && authorChanged(current, next)) await refreshAuthorSnapshots(next);
}

/** How many posts one refresh rewrites at a time. */
const REFRESH_PAGE = 50;

/**
 * Rewrites the author snapshot on every post of the member (found through
 * their post pointers), after a member write changed a shown field. Each
 * write is conditioned on an older stamp, so when two edits race the newer
 * snapshot stays; a post deleted meanwhile is skipped.
 */
export async function refreshAuthorSnapshots(member: MemberItem): Promise<void> {
  const { memberPosts, posts } = forumData();
  const author = authorSnapshot(member);
  const stamp = member.updatedAt;
  let cursor: string | null = null;
  do {
    const page: { items: { postId: string }[]; cursor: string | null } = await queryPage(memberPosts, postsByAuthor(member.id), {
      limit: REFRESH_PAGE,
      ...(cursor ? { cursor } : {}),
    });
    await Promise.all(
      page.items.map(({ postId }) =>
        posts
          .build(UpdateItemCommand)
          // $set: the whole snapshot replaces the old one (a removed picture must not linger).
          .item({ id: postId, author: $set(author), authorStamp: stamp })
          .options({
            condition: {
              and: [
                { attr: 'id', exists: true },
                {
                  or: [
                    { attr: 'authorStamp', exists: false },
                    { attr: 'authorStamp', lt: stamp },
                  ],
                },
              ],
            },
          })
          .send()
          .catch((error: unknown) => {
            if (!isConditionFailed(error)) throw error;
          }),
      ),
    );
    cursor = page.cursor;
  } while (cursor);
}

/** A member (stored or answered) as far as an author snapshot reads it. */
type AuthorSource = Pick<StoredAuthor, 'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'badges' | 'chapters'>;

/** The snapshot a post carries of its author. */
export const authorSnapshot = (member: AuthorSource): StoredAuthor => ({
  id: member.id,
  firstName: member.firstName,
  lastName: member.lastName,
  ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}),
  badges: [...member.badges],
  chapters: [...member.chapters],
});
