import type { ExchangeRateTableEditInput, ExchangeRateTableInput } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST /api/staff/exchange-rates: record a notification's table. */
export const useCreateExchangeRateTable = () =>
  useStaffWrite('createExchangeRateTable', {
    input: (body: ExchangeRateTableInput) => ({ body }),
    refresh: [routeKey('listExchangeRateTables')],
    successTitle: 'Exchange rates recorded',
  });

/** PUT /api/staff/exchange-rates/{effectiveFrom}: correct a table (409 when a colleague changed it first). */
export const useUpdateExchangeRateTable = () =>
  useStaffWrite('updateExchangeRateTable', {
    input: ({ effectiveFrom, body }: { effectiveFrom: string; body: ExchangeRateTableEditInput }) => ({ params: { effectiveFrom }, body }),
    refresh: [routeKey('listExchangeRateTables')],
    successTitle: 'Exchange rates saved',
  });
