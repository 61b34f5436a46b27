/** The room-nights feature's public API: the only module of it app/ and other features import. */
export { useAvailableRoomNights } from './api/list-room-nights';
export { ActionBadge, RoomExchange } from './components/room-exchange';
