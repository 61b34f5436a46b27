/** The forums feature's public API to other domain features (they import it only through this file). */
export { refreshAuthorsOnMemberWrite } from './author-snapshots.js';
export { POST_NOT_FOUND, postsWithAuthorsById } from './posts.js';
// Read by the network feature (a pair's shared history, interest profiles, the smart-nudges job, the weekly digest).
export { allPosts, forumTitles, memberIdsOfForum, postsSince, recentTopicsOf, repliesBetween, repliesTo } from './forum-reads.js';

// For the privacy feature (its export and erasure):
export { forumsMemberData } from './member-data.js';
// Read by the saved feature (only an existing post is saved).
export { postExists } from './forum-reads.js';
// The search feature's posts index (posts and replies).
export { POST_SEARCH_ENTITIES, postSearchEntries, postSearchPages, removedPostOrReplyId } from './search-source.js';
