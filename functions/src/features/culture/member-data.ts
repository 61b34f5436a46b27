import { all, type MemberDataSection } from '../../platform/db/member-data.js';
import { cultureData } from './data.js';
import { culturalRequestsOf } from './entities/cultural-request.js';

/** What the cultural concierge keeps about a member: their requests (kept for staff; the member's name in them is rewritten on erasure). */
export const cultureMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'cultural-requests',
      about: 'Your cultural concierge requests',
      fate: 'keep',
      read: (id) => all(cultureData().culturalRequests, culturalRequestsOf(id)),
    },
  ],
};
