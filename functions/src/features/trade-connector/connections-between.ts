import { tradeConnectionsFrom } from './entities/trade-connection.js';
import { tradeConnectorData } from './data.js';
import { queryAll } from '../../platform/db/pages.js';

/** An accepted trade connection between two members: when accepted, and the listing it is about. */
export interface TradeLink {
  since: string;
  about: string;
}

/**
 * The accepted trade connections between two members: each one's sent
 * connections that the other accepted (two Queries in parallel: one round).
 */
export async function tradeLinksBetween(a: string, b: string): Promise<TradeLink[]> {
  const { tradeConnections } = tradeConnectorData();
  const acceptedBy = (fromId: string, byId: string) =>
    queryAll(tradeConnections, tradeConnectionsFrom(fromId), {
      filter: {
        and: [
          { attr: 'status', eq: 'accepted' },
          { attr: 'respondedById', eq: byId },
        ],
      },
    });
  const found = (await Promise.all([acceptedBy(a, b), acceptedBy(b, a)])).flat();
  return found.map((connection) => ({ since: connection.respondedAt ?? connection.createdAt, about: connection.listing.title }));
}
