import { investorRoutes } from '@club/shared';
import { downloadTemplate } from '../term-sheets.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/term-sheet-templates/{templateId}/download: the template as Markdown, counted. */
export const handler = httpHandler(investorRoutes.downloadTermSheetTemplate, async ({ params }) => downloadTemplate(params.templateId));
