import { all, deleteRows, type MemberDataSection } from '../../platform/db/member-data.js';
import { authData } from './data.js';
import { sessionsOf } from './entities/session.js';

/** What sign-in keeps about a member: their sessions (the export leaves their secrets out). */
export const authMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'sessions',
      about: 'Your sign-in sessions: when they started and expire (no tokens)',
      fate: 'delete',
      remove: (rows) => deleteRows(authData().sessions, rows),
      read: (id) => all(authData().sessions, sessionsOf(id)),
    },
  ],
};
