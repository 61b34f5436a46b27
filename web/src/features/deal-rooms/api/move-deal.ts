import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';
import { dealReads } from './deal-reads';

/** The founder moves the deal along its pipeline, with an optional note for the timeline. */
export const useMoveDeal = (dealId: string) =>
  useRouteWrite('moveDeal', {
    input: (body: CallInput<'moveDeal'>['body']) => ({ params: { dealId }, body }),
    invalidate: dealReads,
    successTitle: 'Deal moved',
    failure: apiReason,
  });
