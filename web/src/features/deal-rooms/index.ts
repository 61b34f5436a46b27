/** The deal rooms feature's public API: the room page, Investor Corner's lists and opening a deal. */
export { DealRoomPage } from './components/deal-room-page';
export { DealRoomsSection } from './components/deal-rooms-section';
export { useOpenDeal } from './api/open-deal';
