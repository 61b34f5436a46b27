import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';

/** POST /api/events/checkin/{qrCode}: toast 'Check-in successful!'; a refusal is said on the check-in panel itself. */
export const useCheckIn = () =>
  useRouteWrite('checkInRsvp', {
    input: (qrCode: string) => ({ params: { qrCode } }),
    invalidate: eventReads,
    successTitle: 'Check-in successful!',
    failure: () => undefined,
  });
