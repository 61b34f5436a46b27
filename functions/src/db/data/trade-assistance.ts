import { tradeRequestEntity } from '../entities/trade-request.js';
import { entitySet } from '../entity-set.js';

/** Trade assistance data: members' requests. */
export const tradeAssistanceData = entitySet({ tradeRequests: tradeRequestEntity });
