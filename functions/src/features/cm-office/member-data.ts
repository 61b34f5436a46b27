import { all, closeIfOpen, type MemberDataSection } from '../../platform/db/member-data.js';
import { cmOfficeData } from './data.js';
import { cmRequestsOf } from './entities/cm-request.js';

const requests = (memberId: string) => all(cmOfficeData().cmRequests, cmRequestsOf(memberId));

/** What the CM office keeps about a member: their Meet The CM requests. Erasure declines the open ones, freeing their slots. */
export const cmOfficeMemberData: MemberDataSection = {
  kinds: [{ kind: 'cm-requests', about: 'Your Meet The CM requests', fate: 'custom', read: requests }],
  erase: {
    name: 'cm-requests',
    when: 'first',
    run: async ({ id }) => {
      for (const request of await requests(id)) await closeIfOpen(cmOfficeData().cmRequests, request, ['draft', 'submitted', 'under_review'], 'declined');
    },
  },
};
