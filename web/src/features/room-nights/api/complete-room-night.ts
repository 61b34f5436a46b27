import { useRouteWrite } from '../../../lib/create-mutation';
import { exchangeWriteOptions } from './exchange-write';

/** Mark handed over: the owner completes a pending room night. */
export const useCompleteRoomNight = () =>
  useRouteWrite('completeRoomNight', {
    input: (roomNightId: string) => ({ params: { roomNightId } }),
    successTitle: 'Handover completed',
    ...exchangeWriteOptions,
  });
