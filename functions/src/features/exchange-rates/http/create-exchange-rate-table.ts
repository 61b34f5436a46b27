import { exchangeRateRoutes } from '@club/shared';
import { createExchangeRateTable } from '../tables.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/exchange-rates: record a notification's table (audited). */
export const handler = httpHandler(exchangeRateRoutes.createExchangeRateTable, async (input) => createExchangeRateTable(actorOf(input), input.body));
