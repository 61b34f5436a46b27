import { deleteRows, one, type MemberDataSection } from '../../platform/db/member-data.js';
import { mailData } from './data.js';

/** What the mail feature keeps about a member: their e-mail choices (mail still queued for them goes in erasure's table pass). */
export const mailMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'mail-preferences',
      about: 'Your e-mail choices per category',
      profile: true,
      fate: 'delete',
      remove: (rows) => deleteRows(mailData().preferences, rows),
      read: (id) => one(mailData().preferences, { memberId: id }),
    },
  ],
};
