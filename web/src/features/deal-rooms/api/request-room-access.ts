import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { formFailure } from '../../../components/form';
import { dealReads } from './deal-reads';

/** A member asks the founder for access to the room; the founder is notified. */
export const useRequestRoomAccess = (dealId: string) =>
  useRouteWrite('requestRoomAccess', {
    input: (body: CallInput<'requestRoomAccess'>['body']) => ({ params: { dealId }, body }),
    invalidate: dealReads,
    successTitle: 'Access requested',
    successDescription: 'The founder has been notified.',
    failure: formFailure,
  });
