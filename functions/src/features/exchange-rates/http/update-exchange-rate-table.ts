import { updateExchangeRateTable as route } from '@club/shared/api/exchange-rates';
import { updateExchangeRateTable } from '../table-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/staff/exchange-rates/{effectiveFrom}: correct a table (audited; 409 when it changed since it was read). */
export const handler = httpHandler(route, async (input) => updateExchangeRateTable(actorOf(input), input.params.effectiveFrom, input.body));
