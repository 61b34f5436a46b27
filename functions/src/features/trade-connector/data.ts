import { tradeConnectionEntity } from './entities/trade-connection.js';
import { tradeHeadingEntryEntity } from './entities/trade-heading-entry.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Import-Export Connector data: listings by HS heading and trade connection requests. */
export const tradeConnectorData = entitySet({ headingEntries: tradeHeadingEntryEntity, tradeConnections: tradeConnectionEntity });
