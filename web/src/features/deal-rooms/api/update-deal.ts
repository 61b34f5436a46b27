import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { formFailure } from '../../../components/form';
import { dealReads } from './deal-reads';

/** The founder saves the deal's details or its room settings (fields left out stay). */
export const useUpdateDeal = (dealId: string, successTitle: string) =>
  useRouteWrite('updateDeal', {
    input: (body: CallInput<'updateDeal'>['body']) => ({ params: { dealId }, body }),
    invalidate: dealReads,
    successTitle,
    failure: formFailure,
  });
