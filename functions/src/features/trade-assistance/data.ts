import { tradeRequestEntity } from './entities/trade-request.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Trade assistance data: members' requests. */
export const tradeAssistanceData = entitySet({ tradeRequests: tradeRequestEntity });
