import { DealRoomPage } from '../../features/deal-rooms';

/** A deal's room (/investors/deals/:dealId). */
export default function DealRoomRoute() {
  return <DealRoomPage />;
}
