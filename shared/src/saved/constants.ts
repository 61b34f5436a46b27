/** What a member can save: one mechanism for Bookmarks (posts) and Saved Jobs. */
export const SAVED_KINDS = ['post', 'job'] as const;
