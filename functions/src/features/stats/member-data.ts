import { deletePartition, type MemberDataSection } from '../../platform/db/member-data.js';
import { memberScope } from './counters.js';
import { countersOf } from './entities/counter.js';

/** The stats keep a member's own counters (their posts, connections…): not exported, deleted with their profile. */
export const statsMemberData: MemberDataSection = {
  kinds: [],
  erase: {
    name: 'counters',
    when: 'last',
    run: ({ id }) => deletePartition(countersOf(memberScope(id)).partition),
  },
};
