import type { RoomRequest } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { exchangeWriteOptions } from './exchange-write';

/** Accept: the owner accepts one request for their room night (exactly one wins). */
export const useAcceptRoomNightRequest = () =>
  useRouteWrite('acceptRoomNightRequest', {
    input: (request: RoomRequest) => ({ params: { roomNightId: request.roomNightId, requestId: request.id } }),
    successTitle: (request) => `Accepted ${request.requesterName}'s request`,
    ...exchangeWriteOptions,
  });
