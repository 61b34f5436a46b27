import { RoomFileViewerPage } from '../../features/deal-rooms';

/** A data room file in the viewer (/investors/deals/:dealId/files/:fileId). */
export default function DealFileRoute() {
  return <RoomFileViewerPage />;
}
