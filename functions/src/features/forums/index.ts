/** The forums feature's public API to other domain features (they import it only through this file). */
export { refreshAuthorsOnMemberWrite } from './authors.js';
export { POST_NOT_FOUND, postsWithAuthorsById } from './posts.js';
// For the privacy feature (its export and erasure):
export { forumsMemberData } from './member-data.js';
