/** The deal rooms feature's public API: the room page and its files, the file viewer, Investor Corner's lists, opening a deal and uploading its deck. */
export { DealRoomPage } from './components/deal-room-page';
export { DealRoomsSection } from './components/deal-rooms-section';
export { RoomFileViewerPage } from './components/file-viewer-page';
export { DeckUploadField, useDeckUpload } from './components/deck-upload';
export { useOpenDeal } from './api/open-deal';
