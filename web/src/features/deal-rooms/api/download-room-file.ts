import { apiReason } from '../../../components/form';
import { useRouteWrite } from '../../../lib/route-write';

/** POST …/files/{fileId}/download: the server stamps a copy with the caller's watermark; the browser then fetches it. */
export const useDownloadRoomFile = (dealId: string) =>
  useRouteWrite('downloadRoomFile', {
    input: (fileId: string) => ({ params: { dealId, fileId } }),
    invalidate: [],
    onSuccess: (download) => window.location.assign(download.url),
    failure: apiReason,
  });
