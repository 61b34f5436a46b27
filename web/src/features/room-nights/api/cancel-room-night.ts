import { useRouteWrite } from '../../../lib/route-write';
import { exchangeWriteOptions } from './exchange-write';

/** Withdraw: the owner cancels a room night that is not completed. */
export const useCancelRoomNight = () =>
  useRouteWrite('cancelRoomNight', {
    input: (roomNightId: string) => ({ params: { roomNightId } }),
    successTitle: 'Room night withdrawn',
    ...exchangeWriteOptions,
  });
