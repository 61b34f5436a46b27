/** The members feature's public API: the only module of it app/ and other features import. */
export { useClubStats, useMembers, useMyActivity, type MemberFilter } from './api/members';
export { MemberMini } from './components/member-mini';
