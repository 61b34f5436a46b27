import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { deletePartition, one, type MemberDataSection } from '../../platform/db/member-data.js';
import { key } from '../../platform/db/keys.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { memberData } from './data.js';
import { directoryRemovalWrites } from './directory-writes.js';

/**
 * What the members feature keeps about a member: their profile. Erasure
 * deletes it last, once every copy of the member elsewhere is rewritten:
 * the member with their directory cards and club counts in one transaction,
 * then whatever else any feature keeps in the member's own partition.
 */
export const membersMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'profile',
      about: 'Your member profile: names, contact details, title, company, chapters, badges, role and settings',
      fate: 'custom',
      profile: true,
      read: (id) => one(memberData().members, { id }),
    },
  ],
  erase: {
    name: 'profile',
    when: 'last',
    run: async ({ id, member }) => {
      if (member)
        await writeTransaction([...directoryRemovalWrites(member), { name: 'member', write: memberData().members.build(DeleteTransaction).key({ id }) }]);
      await deletePartition(key('MEMBER', id));
    },
  },
};
