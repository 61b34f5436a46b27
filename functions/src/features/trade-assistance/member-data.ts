import { all, closeIfOpen, type MemberDataSection } from '../../platform/db/member-data.js';
import { tradeAssistanceData } from './data.js';
import { tradeRequestsOf } from './entities/trade-request.js';

const requests = (memberId: string) => all(tradeAssistanceData().tradeRequests, tradeRequestsOf(memberId));

/** What trade assistance keeps about a member: their requests. Erasure stops the ones still being worked on. */
export const tradeAssistanceMemberData: MemberDataSection = {
  kinds: [{ kind: 'trade-requests', about: 'Your trade assistance requests (duty quotes, HS mapping, DGFT, ICEGATE)', fate: 'custom', read: requests }],
  erase: {
    name: 'trade-requests',
    when: 'first',
    run: async ({ id }) => {
      for (const request of await requests(id)) await closeIfOpen(tradeAssistanceData().tradeRequests, request, ['pending', 'processing'], 'failed');
    },
  },
};
