import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

export type MessageReportStatus = 'open' | 'closed';

/** GET /api/staff/message-reports?status=: reported threads, newest first (each with only the messages its report copied). */
export const messageReportsQueryOptions = (status: MessageReportStatus) => listQueryOptions('listMessageReports', { query: { status } });
export const useMessageReports = (status: MessageReportStatus) => usePagedList(messageReportsQueryOptions(status));
