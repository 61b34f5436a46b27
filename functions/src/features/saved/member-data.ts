import { all, deleteRows, type MemberDataSection } from '../../platform/db/member-data.js';
import { savedData } from './data.js';
import { savedOf } from './entities/saved-item.js';

/** What the saved feature keeps about a member: the posts and jobs they saved. */
export const savedMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'saved-items',
      about: 'Posts and jobs you saved',
      fate: 'delete',
      remove: (rows) => deleteRows(savedData().savedItems, rows),
      read: (id) => all(savedData().savedItems, savedOf(id)),
    },
  ],
};
