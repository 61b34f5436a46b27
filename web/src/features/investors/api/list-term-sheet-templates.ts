import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/term-sheet-templates: the Resources tab's templates, newest first. */
export const termSheetsQueryOptions = () => listQueryOptions('listTermSheetTemplates');
export const useTermSheets = () => usePagedList(termSheetsQueryOptions());
