import { routeKey } from '../../../lib/api-client';
import { downloadText } from '../../../lib/csv';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';

/** POST …/{templateId}/download: counts the download exactly, then saves the Markdown file. */
export const useDownloadTermSheet = () =>
  useRouteWrite('downloadTermSheetTemplate', {
    input: (templateId: string) => ({ params: { templateId } }),
    invalidate: [routeKey('listTermSheetTemplates')],
    onSuccess: (file) => downloadText(file.filename, file.content, file.contentType),
    failure: apiReason,
  });
