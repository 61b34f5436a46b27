/** Forum entities (forums, posts, replies, interests), registered with db(). */
export const forumEntities = {};
