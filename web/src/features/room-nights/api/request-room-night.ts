import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { exchangeWriteOptions } from './exchange-write';

/** Request: ask for someone else's available room night (a swap offers one of the member's). */
export const useRequestRoomNight = (roomNightId: string) =>
  useRouteWrite('requestRoomNight', {
    input: (body: CallInput<'requestRoomNight'>['body']) => ({ params: { roomNightId }, body }),
    successTitle: 'Request sent to the owner',
    ...exchangeWriteOptions,
  });
