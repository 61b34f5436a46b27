import { apiReason } from '../../../components/form';
import { redirectTo } from '../../../lib/navigation';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/members/me/exports/{exportId}/download: a short link to the ZIP, which the browser then fetches. */
export const useDownloadMyExport = () =>
  useRouteWrite('downloadMyExport', {
    input: (exportId: string) => ({ params: { exportId } }),
    invalidate: [],
    onSuccess: (download) => redirectTo(download.url),
    failure: apiReason,
  });
