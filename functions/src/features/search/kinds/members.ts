import { memberSearchPages } from '../../members/index.js';
import { collect, type IndexedKind } from './indexed-kind.js';

/** The directory's members: only those whose card the directory shows. */
export const membersIndex: IndexedKind<'members'> = {
  kind: 'members',
  documents: () => collect(memberSearchPages(), (entry) => (entry.directory ? [entry.directory] : [])),
};

/** The staff console's members: everyone, hidden and suspended too. */
export const staffMembersIndex: IndexedKind<'staffMembers'> = {
  kind: 'staffMembers',
  documents: () => collect(memberSearchPages(), (entry) => [entry.staff]),
};
