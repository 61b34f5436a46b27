import { getMany } from '../../platform/db/get-together.js';
import { all, deleteRows, type MemberDataSection, type Row } from '../../platform/db/member-data.js';
import { scanFor } from '../../platform/db/scan-for.js';
import { forumData } from './data.js';
import { postsByAuthor } from './entities/member-post.js';

/**
 * What the forums keep about a member: their posts (through their pointers),
 * replies and interests, all kept for the threads others read. No index finds
 * replies and interests by member: they come from one filtered Scan each
 * (scan-for.ts says why that is fine for the data-requests job).
 */
export const forumsMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'posts',
      about: 'Your forum posts',
      fate: 'keep',
      read: async (id) => {
        const pointers = await all(forumData().memberPosts, postsByAuthor(id));
        return (await getMany(
          forumData().posts,
          pointers.map((pointer) => ({ id: String(pointer.postId) })),
        )) as Row[];
      },
    },
    {
      kind: 'post-pointers',
      about: 'The index of your posts (post id and date)',
      fate: 'delete',
      remove: (rows) => deleteRows(forumData().memberPosts, rows),
      read: (id) => all(forumData().memberPosts, postsByAuthor(id)),
    },
    { kind: 'replies', about: 'Your replies to forum posts', fate: 'keep', read: (id) => scanFor(forumData().postReplies, 'authorId', id) },
    { kind: 'post-interests', about: 'Posts you marked Interested', fate: 'keep', read: (id) => scanFor(forumData().postInterests, 'memberId', id) },
  ],
};
