import { useRouteWrite } from '../../../lib/route-write';
import { exchangeWriteOptions } from './exchange-write';

/** Mark handed over: the owner completes a pending room night. */
export const useCompleteRoomNight = () =>
  useRouteWrite('completeRoomNight', {
    input: (roomNightId: string) => ({ params: { roomNightId } }),
    successTitle: 'Handover completed',
    ...exchangeWriteOptions,
  });
