import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/staff/failed-mails: mails the outbox gave up on, most recently failed first. */
export const failedMailsQueryOptions = () => listQueryOptions('listFailedMails');
export const useFailedMails = () => usePagedList(failedMailsQueryOptions());
