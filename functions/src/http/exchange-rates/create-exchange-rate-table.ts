import { exchangeRateRoutes } from '@club/shared';
import { createExchangeRateTable } from '../../domain/exchange-rates/tables.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/staff/exchange-rates: record a notification's table (audited). */
export const handler = httpHandler(exchangeRateRoutes.createExchangeRateTable, async (input) => createExchangeRateTable(actorOf(input), input.body));
