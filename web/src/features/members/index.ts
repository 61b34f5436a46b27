/** The members feature's public API: the only module of it app/ and other features import. */
export { useClubStats } from './api/get-club-stats';
export { useMyActivity } from './api/get-my-activity';
export { useMembers } from './api/list-members';
export { MemberMini } from './components/member-mini';
