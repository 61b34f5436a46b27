import { all, type MemberDataSection } from '../../platform/db/member-data.js';
import { tradeConnectorData } from './data.js';
import { tradeConnectionsFrom } from './entities/trade-connection.js';

/** What the trade connector keeps about a member: the connections they asked for (kept for the other side). */
export const tradeConnectorMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'trade-connections',
      about: 'Import-export connections you asked for',
      fate: 'keep',
      read: (id) => all(tradeConnectorData().tradeConnections, tradeConnectionsFrom(id)),
    },
  ],
};
