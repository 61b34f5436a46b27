/** The deal rooms feature's public API: the only module of it app/ and other features import. */
export { RoomFilesPanel } from './components/room-files-panel';
export { RoomFileViewerPage } from './components/file-viewer-page';
export { DeckUploadField, useDeckUpload } from './components/deck-upload';
