import { exchangeRateRoutes } from '@club/shared';
import { updateExchangeRateTable } from '../../domain/exchange-rates/tables.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** PUT /api/staff/exchange-rates/{effectiveFrom}: correct a table (audited; 409 when it changed since it was read). */
export const handler = httpHandler(exchangeRateRoutes.updateExchangeRateTable, async (input) =>
  updateExchangeRateTable(actorOf(input), input.params.effectiveFrom, input.body),
);
