/** The members feature's public API to other domain features (they import it only through this file). */
export { companyName } from './directory.js';
export { setMemberSuspension, setMessagingSuspension } from './staff.js';
export { type IdentityClaims, upsertMemberFromClaims, writeMember } from './members.js';
export { refreshReputation } from './reputation-writes.js';
export { formerMember, personOf, showsContactTo } from './people.js';
export { mailRecipient, mailToMember } from './mail-recipient.js';
// Read by the network feature (connections, introductions, its jobs) and events' guest mails.
export { allMembers, membersByIds, membersPage, readStoredMember } from './member-reads.js';
export type { MemberItem } from './entities/member.js';

// For the privacy feature (its export, erasure and deletion schedule):
export { membersMemberData } from './member-data.js';
export { cancelDeletionWrites, scheduleDeletionWrites } from './deletion-schedule.js';
// The signed-in user's answer (auth's route).
export { toCurrentUser } from './member-reads.js';
// The staff console's member routes.
export { getStaffMember, listStaffMembers, setMemberBadge, setMemberRole, verifyMember } from './staff.js';
// The trade connector's contacts (connect, accept):
export { sharesContact } from './member-reads.js';

// Read by forums' authors, investors' mails and matches, staff's member context and colleagues, deal-room grants and sign-in's session.
export { memberLookup, staffTagItems } from './member-reads.js';
// Read by getting started (chapter members among people you may know).
export { chapterMembers } from './member-reads.js';
// Getting started's "Welcome" / "Welcome back".
export { markFirstSeen } from './first-seen.js';
export type { MemberChangeWrites } from './members.js';
// The search feature's member indexes (directory and staff), from the `all` tag items.
export { MEMBER_SEARCH_ENTITY, memberSearchEntry, memberSearchPages, ownDirectoryCard, removedMemberId } from './search-source.js';
