import { createExchangeRateTable as route } from '@club/shared/api/exchange-rates';
import { createExchangeRateTable } from '../table-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/exchange-rates: record a notification's table (audited). */
export const handler = httpHandler(route, async (input) => createExchangeRateTable(actorOf(input), input.body));
